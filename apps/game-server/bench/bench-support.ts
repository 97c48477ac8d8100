// What the game benchmarks share: CPU time from /proc (a process's, PostgreSQL's), a sleep, percentiles, the
// game server's process and its memory in use, a match join that retries a lost race, and a bot player's seat.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayerMatchPatch, PlayerMatchView } from '@app/card-battle';
import { CARD_CATALOGUE } from '@app/game-rules';
import { type Client, CloseCode, type Room } from '@colyseus/sdk';
import { type GameServerProcess, startGameServerProcess } from '../test/processes.ts';
import { withPatch } from '../test/support.ts';

/** CPU time (user + system) a process has used so far, in milliseconds; of one of its threads with `thread`. */
export const cpuMs = (pid: number, thread?: number) => {
  const stat = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A client backend's title names its user, database and peer (`postgres: 15/main: user db 127.0.0.1(5432) idle`). */
const CLIENT_BACKEND = /^postgres: (?:[^:]+: )?\S+ (\S+) (?:\[local\]|[\d.:a-f]+\(\d+\))/;

/** The PostgreSQL processes serving `database` now (its backends and autovacuum workers), by process id. */
export const postgresBackends = (database: string) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        return (CLIENT_BACKEND.exec(title)?.[1] ?? /autovacuum worker (\S+)/.exec(title)?.[1]) === database;
      } catch {
        return false; // The process ended while we looked.
      }
    })
    .map(Number);

/**
 * CPU time of every PostgreSQL process. With `database`, only that database's backends and the server's own
 * processes (WAL writer, checkpointer, the autovacuum of that database): other databases' backends are other
 * runs' (tests share the machine's PostgreSQL), not the benchmark's.
 */
export const postgresCpuMs = (database?: string) => {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database) {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        const backendOf = CLIENT_BACKEND.exec(title)?.[1];
        const autovacuumOf = /autovacuum worker (\S+)/.exec(title)?.[1];
        if ((backendOf ?? autovacuumOf ?? database) !== database) continue;
      }
      total += cpuMs(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
};

/** The game server as its own process on the benchmark's database, without Redis, answering `memoryInUse`. */
export const startProbedGameServer = (databaseUrl: string, jwtSecret: string) =>
  startGameServerProcess({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    REDIS_URL: '',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(import.meta.dirname, 'memory-probe.mjs')}`,
  });

/** The game server's memory in use after a full collection, in bytes (memory-probe.mjs answers SIGWINCH). */
export async function memoryInUse(server: GameServerProcess) {
  const answers = () => server.output().match(/bench memory in use: \d+/g) ?? [];
  const before = answers().length;
  server.child.kill('SIGWINCH');
  for (let waited = 0; answers().length === before; waited += 20) {
    if (waited > 10_000) throw new Error('the game server did not report its memory (memory-probe.mjs)');
    await sleep(20);
  }
  return Number(answers().at(-1)!.split(': ')[1]);
}

/**
 * Both players of a match may open it at the same instant; the one whose room lost the claim tries again.
 * `retried` hears each failed attempt that is tried again.
 */
export async function joinMatch(
  client: Client,
  matchId: string,
  spectate = false,
  retried?: (error: unknown) => void,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.joinOrCreate('match', spectate ? { matchId, spectate } : { matchId });
    } catch (error) {
      if (attempt >= 20) throw error;
      retried?.(error);
      await sleep(50 * attempt);
    }
  }
}

export interface SeatOptions {
  /** How long the bot thinks before each move, in ms. */
  think(): number;
  /** False once the run stops: the bot sends nothing more. */
  playing(): boolean;
  /** A move of the bot's that the server confirmed (a newer version came): when it was sent, and whether it played a card. */
  confirmed(sentAt: number, card: boolean): void;
}

/**
 * One bot player in a match room: whenever it is its turn it thinks, then plays the first card it can afford,
 * or ends its turn. Settles `over` when the match has ended, `dropped` when the connection closed without the
 * bot leaving (the server or the network closed it), `left` when the bot left.
 */
export function playSeat(room: Room, options: SeatOptions): Promise<'over' | 'dropped' | 'left'> {
  let view: PlayerMatchView | undefined;
  let pending: { sentAt: number; version: number; card: boolean } | undefined;
  let waiting = false;
  return new Promise((resolve) => {
    const step = async () => {
      if (!options.playing() || !view || waiting || pending) return;
      if (view.gameStatus !== 'in_progress' || view.currentTurn !== view.you) return;
      waiting = true;
      await sleep(options.think());
      waiting = false;
      if (!options.playing() || !view || view.currentTurn !== view.you || view.gameStatus !== 'in_progress')
        return;
      const me = view.you === 'player_a' ? view.playerA : view.playerB;
      const card = me.hand.find((id) => me.nextCardFree || (CARD_CATALOGUE.get(id)?.cost ?? 99) <= me.energy);
      pending = { sentAt: performance.now(), version: view.version, card: Boolean(card) };
      room.send(card ? 'play_card' : 'end_turn', card ? { cardId: card } : {});
    };
    const onView = (next: PlayerMatchView) => {
      if (pending && next.version > pending.version) {
        options.confirmed(pending.sentAt, pending.card);
        pending = undefined;
      }
      view = next;
      if (next.gameStatus !== 'in_progress') resolve('over');
      void step();
    };
    room.onMessage('state', onView);
    // A patch on a view the bot does not hold (the first state came before it listened): it asks for the state.
    room.onMessage('update', (patch: PlayerMatchPatch) =>
      view?.version === patch.from ? onView(withPatch(view, patch)) : room.send('sync', {}),
    );
    room.onMessage('refused', () => {
      pending = undefined;
      void step();
    });
    // The spectator count and rematch offers are not the bot's concern.
    room.onMessage('*', () => {});
    room.onLeave((code) => resolve(code === CloseCode.CONSENTED ? 'left' : 'dropped'));
  });
}

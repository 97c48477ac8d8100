// What the game benchmarks share: CPU time from /proc (a process's, PostgreSQL's), a sleep, percentiles, the
// bots' players and matches, the game server's process and its memory in use, a match join that retries a lost
// race, and a bot player's seat.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMatches, type PlayerMatchPatch, type PlayerMatchView } from '@app/card-battle';
import { type Database, users } from '@app/db';
import { CARD_CATALOGUE, type GameMode, STARTER_DECK } from '@app/game-rules';
import { createJobRunner } from '@app/jobs';
import { type Client, CloseCode, type Room } from '@colyseus/sdk';
import { createSigner } from 'fast-jwt';
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

/** The ids of the machine's processes, as /proc names them. */
const processIds = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/**
 * The database a PostgreSQL process serves: a client backend's or an autovacuum worker's; undefined for the
 * server's own processes (WAL writer, checkpointer) and any other process. Throws if the process has ended.
 */
function databaseOf(pid: string) {
  const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  return CLIENT_BACKEND.exec(title)?.[1] ?? /autovacuum worker (\S+)/.exec(title)?.[1];
}

/** The PostgreSQL processes serving `database` now (its backends and autovacuum workers), by process id. */
export const postgresBackends = (database: string) =>
  processIds()
    .filter((pid) => {
      try {
        return databaseOf(pid) === database;
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
  for (const pid of processIds()) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && (databaseOf(pid) ?? database) !== database) continue;
      total += cpuMs(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
};

/**
 * The bots of a benchmark, dealt directly in its database (matchmaking is not what is measured): `pairs` pairs of
 * players, logins for them under the secret to start the game server with, and new matches between a pair's two
 * players with the starter deck, as the lobby's pairing makes them. `close()` once no more matches are dealt.
 */
export async function dealBotPairs(database: Database, pairs: number) {
  const secret = randomBytes(32).toString('hex');
  // A day: a capacity run's last step begins hours after its first tokens are handed out.
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 24 * 3_600_000 });
  const players: Array<{ id: number; username: string }> = [];
  // Inserted 5,000 at a time: one statement's parameters stay under PostgreSQL's limit (65,535).
  for (let from = 0; from < pairs * 2; from += 5_000) {
    const batch = Array.from({ length: Math.min(5_000, pairs * 2 - from) }, (_, i) => ({
      username: `bot_${from + i}`,
      email: `bot_${from + i}@example.com`,
      passwordHash: 'x',
    }));
    players.push(
      ...(await database.db
        .insert(users)
        .values(batch)
        .returning({ id: users.id, username: users.username })),
    );
  }
  const jobs = createJobRunner({});
  const matches = await createMatches({ database, jobs });
  const pairPlayers = (pair: number) => [players[2 * pair]!, players[2 * pair + 1]!] as const;
  return {
    secret,
    players,
    /** A token for each of the pair's two players (a login of its own each time). */
    tokens: (pair: number) =>
      pairPlayers(pair).map((player) => sign({ sub: String(player.id), jti: randomUUID() })) as [
        string,
        string,
      ],
    /** A new match between the pair's two players. */
    async newMatch(pair: number, mode: GameMode = 'blitz') {
      const [a, b] = pairPlayers(pair);
      return (await matches.create(mode, { ...a, deck: STARTER_DECK }, { ...b, deck: STARTER_DECK })).id;
    },
    close: () => jobs.close(),
  };
}

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

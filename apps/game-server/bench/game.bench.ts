// pnpm bench:game — N concurrent blitz matches of bot clients against one
// game-server process on the real PostgreSQL, and in the same run the floor:
// a plain ws server committing one row per message. Prints one `key: value`
// line per figure. Options: MATCHES (500), DURATION_S (20), TEST_PG_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDb, users } from '@app/db';
import { createTestPostgres } from '@app/db/testing';
import { CARD_CATALOGUE, STARTER_DECK } from '@app/game-rules';
import { createJobRunner } from '@app/jobs';
import { Client } from '@colyseus/sdk';
import { createSigner } from 'fast-jwt';
import WebSocket from 'ws';
import { createMatches } from '../src/game-server.ts';
import type { PlayerMatchUpdate, PlayerMatchView } from '../src/matches/match-view.ts';
import { freePort, startGameServerProcess } from '../test/processes.ts';

const MATCHES = Number(process.env.MATCHES ?? 500);
const DURATION_MS = Number(process.env.DURATION_S ?? 20) * 1000;
// Matches prepared per pair of bots; a random game lasts about 15 s at this pace.
const ROUNDS = Math.ceil(DURATION_MS / 10_000) + 1;
const think = () => 250 + Math.random() * 500; // 500 ms ± 50 %

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const rssKb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both players of a match may open it at the same instant; the one whose room lost the claim tries again. */
async function joinMatch(client: Client, matchId: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.joinOrCreate('match', { matchId });
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(50 * attempt);
    }
  }
}

const postgres = await createTestPostgres();
const database = createDb({ databaseUrl: postgres.url, maxConnections: 4 });
await database.migrate();
const secret = randomBytes(32).toString('hex');
const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 3_600_000 });

try {
  // Players and matches, dealt directly (matchmaking is not what is measured).
  const players = await database.db
    .insert(users)
    .values(
      Array.from({ length: MATCHES * 2 }, (_, i) => ({
        username: `bot_${i}`,
        email: `bot_${i}@example.com`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id, username: users.username });
  const jobs = createJobRunner({});
  const matches = await createMatches({ database, jobs });
  // Each pair plays its next match when one ends, so MATCHES stay in play for the whole run.
  const pairMatches: string[][] = [];
  for (let i = 0; i < MATCHES; i++) {
    const [a, b] = [players[2 * i]!, players[2 * i + 1]!];
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push(
        (await matches.create('blitz', { ...a, deck: STARTER_DECK }, { ...b, deck: STARTER_DECK })).id,
      );
    }
    pairMatches.push(rounds);
  }
  await jobs.close();

  // --- The game server ---------------------------------------------------------
  const server = await startGameServerProcess({
    DATABASE_URL: postgres.url,
    JWT_SECRET: secret,
    REDIS_URL: '',
  });
  const rssBefore = rssKb(server.child);
  const cardPlays: number[] = [];
  const playTimes: number[] = [];
  let moves = 0;
  let running = true;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });

  /** One bot in one match: plays whenever it is its turn; `finished` settles when the match ends or the run stops. */
  async function seat(client: Client, matchId: string) {
    const room = await joinMatch(client, matchId);
    let view: PlayerMatchView | PlayerMatchUpdate | undefined;
    let pending: { sentAt: number; version: number; card: boolean } | undefined;
    let waiting = false;
    let gameOver!: () => void;
    const over = new Promise<void>((resolve) => {
      gameOver = resolve;
    });
    const step = async () => {
      if (
        !running ||
        !view ||
        waiting ||
        pending ||
        view.gameStatus !== 'in_progress' ||
        view.currentTurn !== view.you
      )
        return;
      waiting = true;
      await sleep(think());
      waiting = false;
      if (!running || !view || view.currentTurn !== view.you || view.gameStatus !== 'in_progress') return;
      const me = view.you === 'player_a' ? view.playerA : view.playerB;
      const card = me.hand.find((id) => me.nextCardFree || (CARD_CATALOGUE.get(id)?.cost ?? 99) <= me.energy);
      pending = { sentAt: performance.now(), version: view.version, card: Boolean(card) };
      room.send(card ? 'play_card' : 'end_turn', card ? { cardId: card } : {});
    };
    const onView = (next: PlayerMatchView | PlayerMatchUpdate) => {
      if (pending && next.version > pending.version) {
        if (pending.card && running) {
          cardPlays.push(performance.now() - pending.sentAt);
          playTimes.push(pending.sentAt);
        }
        moves += 1;
        pending = undefined;
      }
      view = next;
      if (next.gameStatus !== 'in_progress') gameOver();
      void step();
    };
    room.onMessage('state', onView);
    room.onMessage('update', onView);
    room.onMessage('refused', () => {
      pending = undefined;
      void step();
    });
    return { room, finished: Promise.race([over, stopped]) };
  }

  const seated = await Promise.all(
    players.map(async (player, index) => {
      const client = new Client(server.url);
      client.auth.token = sign({ sub: String(player.id), jti: randomUUID() });
      const pair = Math.floor(index / 2);
      return { client, pair, first: await seat(client, pairMatches[pair]![0]!) };
    }),
  );
  const rssLoaded = rssKb(server.child);
  const started = performance.now();
  const loops = seated.map(async ({ client, pair, first }) => {
    let current = first;
    for (let round = 1; ; round++) {
      await current.finished;
      await current.room.leave().catch(() => {});
      if (!running || round >= ROUNDS) return;
      current = await seat(client, pairMatches[pair]![round]!);
    }
  });
  await sleep(DURATION_MS);
  running = false;
  stop();
  const elapsed = (performance.now() - started) / 1000;
  const gameMoves = moves;
  await Promise.all(loops);
  await server.stop();

  // --- The floor -----------------------------------------------------------------
  const floorPort = await freePort();
  const floor = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')],
    {
      env: { ...process.env, DATABASE_URL: postgres.url, FLOOR_PORT: String(floorPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve) =>
    floor.stdout?.on('data', (chunk) => String(chunk).includes('ready') && resolve()),
  );
  const floorTimes: number[] = [];
  running = true;
  const sockets = await Promise.all(
    players.map(
      (_, index) =>
        new Promise<WebSocket>((resolve) => {
          const socket = new WebSocket(`ws://127.0.0.1:${floorPort}`);
          let sentAt = 0;
          let id = 0;
          const send = async () => {
            await sleep(think());
            if (!running) return;
            sentAt = performance.now();
            socket.send(JSON.stringify({ id: ++id, client: String(index), cardId: 'impulse-buy' }));
          };
          socket.on('message', () => {
            floorTimes.push(performance.now() - sentAt);
            void send();
          });
          socket.on('open', () => {
            resolve(socket);
            void send();
          });
        }),
    ),
  );
  await sleep(DURATION_MS);
  running = false;
  for (const socket of sockets) socket.close();
  floor.kill('SIGTERM');

  const cardP50 = percentile(cardPlays, 50);
  const floorP50 = percentile(floorTimes, 50);
  if (process.env.BENCH_DEBUG) {
    for (let second = 0; second < DURATION_MS / 1000; second++) {
      const inSecond = cardPlays.filter(
        (_, i) => playTimes[i]! - started >= second * 1000 && playTimes[i]! - started < (second + 1) * 1000,
      );
      console.log(
        `second ${second}: n=${inSecond.length} p50=${percentile(inSecond, 50).toFixed(1)} p99=${percentile(inSecond, 99).toFixed(1)} max=${Math.max(...inSecond).toFixed(1)}`,
      );
    }
  }
  console.log(`matches: ${MATCHES}`);
  console.log(`clients: ${players.length}`);
  console.log(`card_play_p50_ms: ${cardP50.toFixed(2)}`);
  console.log(`card_play_p99_ms: ${percentile(cardPlays, 99).toFixed(2)}`);
  console.log(`floor_p50_ms: ${floorP50.toFixed(2)}`);
  console.log(`floor_p99_ms: ${percentile(floorTimes, 99).toFixed(2)}`);
  console.log(`ratio: ${(cardP50 / floorP50).toFixed(2)}`);
  console.log(`moves_per_second: ${Math.round(gameMoves / elapsed)}`);
  console.log(`memory_per_match_kb: ${Math.round((rssLoaded - rssBefore) / MATCHES)}`);
  console.log(`card_plays_measured: ${cardPlays.length}`);
  console.log(`targets_met: ${cardP50 / floorP50 <= 1.5 && percentile(cardPlays, 99) < 50}`);
} finally {
  await database.close();
  await postgres.drop();
}
process.exit(0);

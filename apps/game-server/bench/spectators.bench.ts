// pnpm bench:game, second part — what spectators cost the game server: MATCHES (100) blitz matches of bot
// players against one game-server process on the real PostgreSQL, measured for DURATION_S (15) seconds once
// without spectators and once with SPECTATORS (10) watching each match, in the same run. Prints
// `spectator_server_cpu_ms_per_move` (the game server's CPU per move with spectators),
// `no_spectator_server_cpu_ms_per_move` and `spectator_cpu_ratio` (with over without; the target is ≤ 1.3: one
// patch is made and encoded per move for all of a match's spectators).
import { createDb } from '@app/db';
import { createTestPostgres } from '@app/db/testing';
import type { Room } from '@colyseus/sdk';
import { startGameServerProcess } from '../test/processes.ts';
import { sdkClient } from '../test/support.ts';
import { cpuMs, dealBotPairs, joinMatch, playSeat, sleep } from './bench-support.ts';

const MATCHES = Number(process.env.MATCHES ?? 100);
const SPECTATORS = Number(process.env.SPECTATORS ?? 10);
const DURATION_MS = Number(process.env.DURATION_S ?? 15) * 1000;
const RAMP_MS = 5_000;
// A random game lasts about 15 s at this pace: matches enough for the ramp and the window, plus two.
const ROUNDS = Math.ceil((RAMP_MS + DURATION_MS) / 8_000) + 2;
const think = () => 250 + Math.random() * 500;

const postgres = await createTestPostgres();
const database = createDb({ databaseUrl: postgres.url, maxConnections: 4 });
await database.migrate();

/** One bot in one match: plays whenever it is its turn, counting the moves the server confirms. */
async function playUntilStopped(room: Room, counted: { moves: number; on: boolean }, running: () => boolean) {
  const played = playSeat(room, {
    think,
    playing: running,
    confirmed: () => {
      if (counted.on) counted.moves += 1;
    },
  });
  await Promise.race([
    played,
    (async () => {
      while (running()) await sleep(200);
    })(),
  ]);
}

try {
  const botPairs = await dealBotPairs(database, MATCHES);
  /** Each phase's matches, by pair and round. */
  const dealMatches = async () => {
    const dealt: string[][] = [];
    for (let pair = 0; pair < MATCHES; pair++) {
      const rounds: string[] = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push(await botPairs.newMatch(pair));
      dealt.push(rounds);
    }
    return dealt;
  };
  const phases = { without: await dealMatches(), with: await dealMatches() };
  await botPairs.close();

  const server = await startGameServerProcess({
    DATABASE_URL: postgres.url,
    JWT_SECRET: botPairs.secret,
    REDIS_URL: '',
  });
  const client = (token?: string) => sdkClient(server.url, token);

  /** Plays one phase's matches (pairs one after the other, each with `spectators` watchers); its CPU per move. */
  async function measure(dealt: string[][], spectators: number) {
    let running = true;
    const counted = { moves: 0, on: false };
    const pairs = dealt.map(async (rounds, pair) => {
      await sleep((pair * RAMP_MS) / MATCHES);
      const tokens = botPairs.tokens(pair);
      for (let round = 0; running && round < rounds.length; round++) {
        const matchId = rounds[round]!;
        const watchers = await Promise.all(
          Array.from({ length: spectators }, async () => {
            const room = await joinMatch(client(), matchId, true);
            room.onMessage('*', () => {});
            return room;
          }),
        );
        const seats = await Promise.all(tokens.map((token) => joinMatch(client(token), matchId)));
        await Promise.all(seats.map((room) => playUntilStopped(room, counted, () => running)));
        await Promise.all([...seats, ...watchers].map((room) => room.leave().catch(() => {})));
      }
    });
    await sleep(RAMP_MS + 1_000);
    counted.on = true;
    const before = cpuMs(server.child.pid!);
    await sleep(DURATION_MS);
    const used = cpuMs(server.child.pid!) - before;
    counted.on = false;
    running = false;
    await Promise.race([Promise.all(pairs), sleep(30_000)]);
    if (counted.moves === 0) throw new Error('no move was made in the measured window');
    return { perMove: used / counted.moves, moves: counted.moves };
  }

  const without = await measure(phases.without, 0);
  const watched = await measure(phases.with, SPECTATORS);
  await server.stop();
  console.log(`spectator_matches: ${MATCHES}`);
  console.log(`spectators_per_match: ${SPECTATORS}`);
  console.log(`no_spectator_moves: ${without.moves}`);
  console.log(`spectator_moves: ${watched.moves}`);
  console.log(`no_spectator_server_cpu_ms_per_move: ${without.perMove.toFixed(3)}`);
  console.log(`spectator_server_cpu_ms_per_move: ${watched.perMove.toFixed(3)}`);
  const ratio = watched.perMove / without.perMove;
  console.log(`spectator_cpu_ratio: ${ratio.toFixed(2)}`);
  console.log(`spectator_target_met: ${ratio <= 1.3}`);
} finally {
  await database.close();
  await postgres.drop();
}
process.exit(0);

// pnpm bench:game — N concurrent blitz matches of bot clients against one
// game-server process on the real PostgreSQL, and in the same run the floor:
// a plain ws server committing one row per message, and the same floor
// through a Colyseus room (the stack's own cost). Prints one `key: value`
// line per figure. Options: MATCHES (500), DURATION_S (20, measured), RAMP_S
// (15, pairs starting one after another before the measured window), TEST_PG_URL.
// While the game is measured, a few floor clients also probe the floor at a
// low rate: `floor_under_load_p50_ms` is what a one-row commit costs on the
// machine as loaded as the game leaves it (a diagnostic beside `ratio`; the
// probes' share of PostgreSQL's CPU is left out of the game's).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createDb } from '@app/db';
import { createTestPostgres } from '@app/db/testing';
import { Client } from '@colyseus/sdk';
import WebSocket from 'ws';
import { freePort } from '../test/processes.ts';
import { sdkClient } from '../test/support.ts';
import {
  cpuMs,
  dealBotPairs,
  joinMatch,
  memoryInUse,
  percentile,
  playSeat,
  postgresCpuMs,
  sleep,
  startProbedGameServer,
} from './bench-support.ts';

const MATCHES = Number(process.env.MATCHES ?? 500);
const DURATION_MS = Number(process.env.DURATION_S ?? 20) * 1000;
const RAMP_MS = Number(process.env.RAMP_S ?? 15) * 1000;
// Matches prepared per pair of bots: a random game lasts about 15 s at this pace,
// some far less, so allow one per 8 s of ramp and run, plus two.
const ROUNDS = Math.ceil((RAMP_MS + DURATION_MS) / 8_000) + 2;
const think = () => 250 + Math.random() * 500; // 500 ms ± 50 %

/** A floor server (floor-server.ts, or colyseus-floor-server.ts) as its own process. */
async function startFloorServer(script: string, databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) =>
    child.stdout?.on('data', (chunk) => String(chunk).includes('ready') && resolve()),
  );
  return { port, child };
}

/** One floor client's connection: it sends a move and is answered once it is committed. */
interface FloorConnection {
  send(move: { id: number; client: string; cardId: string }): void;
  onAnswer(listener: () => void): void;
  close(): Promise<void>;
}

/** The bare floor's client: a plain WebSocket, JSON moves. */
const bareFloorClient = (port: number) => () =>
  new Promise<FloorConnection>((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    socket.on('open', () =>
      resolve({
        send: (move) => socket.send(JSON.stringify(move)),
        onAnswer: (listener) => socket.on('message', listener),
        close: async () => socket.close(),
      }),
    );
  });

/** The Colyseus floor's client: the SDK, as the game's bots, in a room of its own. */
const colyseusFloorClient = (port: number) => async (): Promise<FloorConnection> => {
  const room = await new Client(`http://127.0.0.1:${port}`).create('floor');
  return {
    send: (move) => room.send('move', move),
    onAnswer: (listener) => room.onMessage('moved', listener),
    close: async () => {
      await room.leave().catch(() => {});
    },
  };
};

/**
 * `count` floor clients, each sending a move after a bot's think time and
 * again once answered, recording every round trip in `times`, until stopped.
 */
async function floorClients(connect: () => Promise<FloorConnection>, count: number, times: number[]) {
  let sending = true;
  const connections = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const connection = await connect();
      let sentAt = 0;
      let id = 0;
      const send = async () => {
        await sleep(think());
        if (!sending) return;
        sentAt = performance.now();
        connection.send({ id: ++id, client: String(index), cardId: 'impulse-buy' });
      };
      connection.onAnswer(() => {
        times.push(performance.now() - sentAt);
        void send();
      });
      void send();
      return connection;
    }),
  );
  return async () => {
    sending = false;
    await Promise.all(connections.map((connection) => connection.close()));
  };
}

/**
 * A floor's clients (one per bot) for the measured duration; then the floor
 * server is stopped. Answers every round trip and the CPU per message of the
 * floor server and of PostgreSQL.
 */
async function measureFloor(server: ChildProcess, connect: () => Promise<FloorConnection>, count: number) {
  const times: number[] = [];
  const stopClients = await floorClients(connect, count, times);
  const serverCpuBefore = cpuMs(server.pid!);
  const postgresCpuBefore = postgresCpuMs();
  const answeredBefore = times.length;
  await sleep(DURATION_MS);
  const messages = times.length - answeredBefore;
  const serverCpu = (cpuMs(server.pid!) - serverCpuBefore) / messages;
  const postgresCpu = (postgresCpuMs() - postgresCpuBefore) / messages;
  await stopClients();
  server.kill('SIGTERM');
  return { times, serverCpu, postgresCpu };
}

/** Floor clients probing during the game: few enough (40 messages a second) to add next to no load. */
const FLOOR_PROBES = 20;
/**
 * After the game, this many pairs open a match and leave it again, as each
 * match's start and end do, for JOIN_PHASE_MS: what one pair's join costs the
 * server and PostgreSQL. Few enough that the machine keeps up at any MATCHES.
 */
const JOIN_PAIRS = Math.min(MATCHES, 100);
const JOIN_PHASE_MS = 8_000;

const postgres = await createTestPostgres();
const database = createDb({ databaseUrl: postgres.url, maxConnections: 4 });
await database.migrate();

try {
  const botPairs = await dealBotPairs(database, MATCHES);
  const { players } = botPairs;
  // Each pair plays its next match when one ends, so MATCHES stay in play for the whole run.
  const pairMatches: string[][] = [];
  for (let i = 0; i < MATCHES; i++) {
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await botPairs.newMatch(i, 'blitz'));
    pairMatches.push(rounds);
  }
  // Async (day-long turns): made now, opened only after the game, with no turn running out meanwhile.
  const joinPhaseMatches: string[] = [];
  for (let pair = 0; pair < JOIN_PAIRS; pair++) joinPhaseMatches.push(await botPairs.newMatch(pair, 'async'));
  await botPairs.close();

  const floor = await startFloorServer('floor-server.ts', postgres.url);

  // --- The game server ---------------------------------------------------------
  const server = await startProbedGameServer(postgres.url, botPairs.secret);
  const memoryIdle = await memoryInUse(server);
  const cardPlays: number[] = [];
  const playTimes: number[] = [];
  let moves = 0;
  let running = true;
  let measuring = false;
  let pairsPlaying = 0;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });

  /** One bot in one match: plays whenever it is its turn; `finished` settles when the match ends or the run stops. */
  async function seat(client: Client, matchId: string) {
    const room = await joinMatch(client, matchId);
    const played = playSeat(room, {
      think,
      playing: () => running,
      confirmed: (sentAt, card) => {
        if (!measuring) return;
        if (card) {
          cardPlays.push(performance.now() - sentAt);
          playTimes.push(sentAt);
        }
        moves += 1;
      },
    });
    return { room, finished: Promise.race([played, stopped]) };
  }

  /** What each pair is doing, to name what is stuck if a pair does not stop after the run. */
  const pairPhases: Array<'waiting' | 'joining' | 'playing' | 'leaving' | 'done'> = pairMatches.map(
    () => 'waiting',
  );

  /** The two bots of a pair, each with a client of its own, logged in. */
  const pairClients = (pair: number) => botPairs.tokens(pair).map((token) => sdkClient(server.url, token));
  /** Pairs seated in a new match during the measured window. */
  let pairJoins = 0;

  /** One pair of bots: from its start time on, plays its matches one after the other until the run stops. */
  async function playPair(pair: number, startAt: number) {
    await sleep(startAt);
    const clients = pairClients(pair);
    pairsPlaying += 1;
    for (let round = 0; running && round < ROUNDS; round++) {
      const matchId = pairMatches[pair]![round]!;
      pairPhases[pair] = 'joining';
      const seats = await Promise.all(clients.map((client) => seat(client, matchId)));
      if (measuring) pairJoins += 1;
      pairPhases[pair] = 'playing';
      await Promise.all(seats.map((seated) => seated.finished));
      pairPhases[pair] = 'leaving';
      await Promise.all(seats.map((seated) => seated.room.leave().catch(() => {})));
    }
    pairPhases[pair] = 'done';
    pairsPlaying -= 1;
  }

  // Pairs start one after another over the ramp, so match starts and ends are
  // spread out as on a live server; the measured window begins once every pair plays.
  const pairs = pairMatches.map((_, pair) => playPair(pair, (pair * RAMP_MS) / MATCHES));
  await sleep(RAMP_MS + 1000);
  const floorUnderLoad: number[] = [];
  const stopProbes = await floorClients(bareFloorClient(floor.port), FLOOR_PROBES, floorUnderLoad);
  measuring = true;
  const started = performance.now();
  const serverCpuBefore = cpuMs(server.child.pid!);
  // The JavaScript thread's share; the rest is V8's helper threads (garbage collection, compilation) and libuv's.
  const serverMainThreadCpuBefore = cpuMs(server.child.pid!, server.child.pid!);
  const benchCpuBefore = cpuMs(process.pid);
  const postgresCpuBefore = postgresCpuMs();
  await sleep(DURATION_MS);
  measuring = false;
  await stopProbes();
  const elapsed = (performance.now() - started) / 1000;
  const gameMoves = moves;
  const matchesInPlay = pairsPlaying;
  const serverCpu = cpuMs(server.child.pid!) - serverCpuBefore;
  const serverMainThreadCpu = cpuMs(server.child.pid!, server.child.pid!) - serverMainThreadCpuBefore;
  const benchCpu = cpuMs(process.pid) - benchCpuBefore;
  const postgresCpu = postgresCpuMs() - postgresCpuBefore;
  // Read after the window (a full collection pauses the server), with every match still open.
  const memoryPlaying = await memoryInUse(server);
  running = false;
  stop();
  // Every pair ends its match or its join within a moment; one that does not is named, not waited for forever.
  const pairsStopped = await Promise.race([
    Promise.all(pairs).then(() => true),
    sleep(30_000).then(() => false),
  ]);
  if (!pairsStopped) {
    const busy = pairPhases.flatMap((phase, pair) => (phase === 'done' ? [] : [`${pair}: ${phase}`]));
    console.error(`pairs still busy 30 s after the run stopped (${busy.length}): ${busy.join(', ')}`);
  }

  // --- Joins: a pair opening a match and leaving it, nothing played -------------------
  let joining = true;
  let joinsDone = 0;
  const joinCycles = joinPhaseMatches.map(async (matchId, pair) => {
    const clients = pairClients(pair);
    await sleep((pair * 1000) / JOIN_PAIRS);
    while (joining) {
      const rooms = await Promise.all(clients.map((client) => joinMatch(client, matchId)));
      for (const room of rooms) room.onMessage('state', () => {});
      await sleep(500);
      await Promise.all(rooms.map((room) => room.leave().catch(() => {})));
      joinsDone += 1;
      // The room closes (and gives up its claim) before the pair opens the match again.
      await sleep(500);
    }
  });
  await sleep(2_000);
  const joinsBefore = joinsDone;
  const joinServerCpuBefore = cpuMs(server.child.pid!);
  const joinPostgresCpuBefore = postgresCpuMs();
  await sleep(JOIN_PHASE_MS);
  const joinsCounted = joinsDone - joinsBefore;
  if (joinsCounted === 0)
    throw new Error(`no pair opened a match in the ${JOIN_PHASE_MS / 1000}-s join phase`);
  const joinServerCpu = (cpuMs(server.child.pid!) - joinServerCpuBefore) / joinsCounted;
  const joinPostgresCpu = (postgresCpuMs() - joinPostgresCpuBefore) / joinsCounted;
  joining = false;
  await Promise.all(joinCycles);
  await server.stop();

  // --- The floors --------------------------------------------------------------------
  const bare = await measureFloor(floor.child, bareFloorClient(floor.port), players.length);
  const colyseusFloor = await startFloorServer('colyseus-floor-server.ts', postgres.url);
  const viaColyseus = await measureFloor(
    colyseusFloor.child,
    colyseusFloorClient(colyseusFloor.port),
    players.length,
  );
  const floorTimes = bare.times;
  const floorCpu = bare.serverCpu;
  const floorPostgresCpu = bare.postgresCpu;

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
  console.log(`matches_in_play_at_end: ${matchesInPlay}`);
  console.log(`card_play_p50_ms: ${cardP50.toFixed(2)}`);
  console.log(`card_play_p99_ms: ${percentile(cardPlays, 99).toFixed(2)}`);
  console.log(`floor_p50_ms: ${floorP50.toFixed(2)}`);
  console.log(`floor_p99_ms: ${percentile(floorTimes, 99).toFixed(2)}`);
  console.log(`ratio: ${(cardP50 / floorP50).toFixed(2)}`);
  const floorUnderLoadP50 = percentile(floorUnderLoad, 50);
  console.log(`floor_under_load_p50_ms: ${floorUnderLoadP50.toFixed(2)}`);
  console.log(`ratio_under_load: ${(cardP50 / floorUnderLoadP50).toFixed(2)}`);
  console.log(`moves_per_second: ${Math.round(gameMoves / elapsed)}`);
  console.log(`memory_per_match_kb: ${Math.round((memoryPlaying - memoryIdle) / 1024 / MATCHES)}`);
  const serverCpuPerMove = serverCpu / gameMoves;
  // PostgreSQL's CPU in the game's window includes the floor probes' inserts: taken out at the floor's own
  // cost per message, measured above in the same run.
  const probeMessages = floorUnderLoad.length;
  const postgresCpuPerMove = (postgresCpu - probeMessages * floorPostgresCpu) / gameMoves;
  console.log(`server_cpu_ms_per_move: ${serverCpuPerMove.toFixed(3)}`);
  console.log(`server_main_thread_cpu_ms_per_move: ${(serverMainThreadCpu / gameMoves).toFixed(3)}`);
  console.log(`postgres_cpu_ms_per_move: ${postgresCpuPerMove.toFixed(3)}`);
  console.log(`floor_server_cpu_ms_per_move: ${floorCpu.toFixed(3)}`);
  console.log(`floor_postgres_cpu_ms_per_move: ${floorPostgresCpu.toFixed(3)}`);
  console.log(`server_cpu_ratio: ${(serverCpuPerMove / floorCpu).toFixed(2)}`);
  console.log(`postgres_cpu_ratio: ${(postgresCpuPerMove / floorPostgresCpu).toFixed(2)}`);
  // The floor through Colyseus: the stack's own cost per message, beside the bare floor's and the game's.
  console.log(`colyseus_floor_p50_ms: ${percentile(viaColyseus.times, 50).toFixed(2)}`);
  console.log(`colyseus_floor_server_cpu_ms_per_move: ${viaColyseus.serverCpu.toFixed(3)}`);
  console.log(`colyseus_floor_cpu_ratio: ${(viaColyseus.serverCpu / floorCpu).toFixed(2)}`);
  console.log(`server_cpu_ratio_to_colyseus_floor: ${(serverCpuPerMove / viaColyseus.serverCpu).toFixed(2)}`);
  // What the joins cost per move: how often a pair opens a match, as played, times one join's cost.
  const pairJoinsPerMove = pairJoins / gameMoves;
  console.log(`pair_joins_per_move: ${pairJoinsPerMove.toFixed(4)}`);
  console.log(`pair_join_server_cpu_ms: ${joinServerCpu.toFixed(2)}`);
  console.log(`pair_join_postgres_cpu_ms: ${joinPostgresCpu.toFixed(2)}`);
  console.log(`server_cpu_ms_per_move_in_joins: ${(pairJoinsPerMove * joinServerCpu).toFixed(3)}`);
  console.log(`postgres_cpu_ms_per_move_in_joins: ${(pairJoinsPerMove * joinPostgresCpu).toFixed(3)}`);
  console.log(`bench_client_cpu_ms_per_move: ${(benchCpu / gameMoves).toFixed(3)}`);
  console.log(`card_plays_measured: ${cardPlays.length}`);
  // The targets: CPU per move against the floor's at any size; latency at 100 and at 500 matches.
  const p99 = percentile(cardPlays, 99);
  const latencyMet =
    MATCHES === 100 ? cardP50 / floorP50 <= 1.5 && p99 < 20 : MATCHES === 500 ? p99 < 50 : true;
  const cpuMet = serverCpuPerMove <= 2 * floorCpu && postgresCpuPerMove <= 1.5 * floorPostgresCpu;
  console.log(`targets_met: ${cpuMet && latencyMet}`);
} finally {
  await database.close();
  await postgres.drop();
}
process.exit(0);

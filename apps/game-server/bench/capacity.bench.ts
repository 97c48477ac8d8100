// pnpm bench:capacity — how many matches one game-server process holds when its players move at human pace.
// One game-server process on the real PostgreSQL (TEST_PG_URL; a database of its own, dropped after) and bot
// players in BOT_PROCESSES (the machine's cores) processes of their own (capacity-bots.ts), all on this
// machine. Matches are blitz (MODE=async for 24-hour turns), two SDK clients each; a bot thinks THINK_MS_MIN..
// THINK_MS_MAX (2000..6000) ms before each move, and a pair opens its next match when one ends. Matches ramp up
// in STEPS (1000,2000,3000,5000), RAMP_PAIRS_PER_S (100) pairs joining a second; each step settles SETTLE_S
// (10) seconds and is measured for DURATION_S (60). Prints per step `step_<matches>_<key>: value` lines and at
// the end `capacity_matches`: the largest step with card play p99 < 100 ms and no dropped connection (nor
// failed join). Stops after the first step that does not hold, unless ALL_STEPS=1 (CPU and memory figures of
// every step, e.g. on a machine other work keeps busy).
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { createDb } from '@app/db';
import { createTestPostgres } from '@app/db/testing';
import {
  cpuMs,
  dealBotPairs,
  memoryInUse,
  percentile,
  postgresBackends,
  postgresCpuMs,
  sleep,
  startProbedGameServer,
} from './bench-support.ts';
import type { FromBots, ToBots } from './capacity-bots.ts';

const STEPS = (process.env.STEPS ?? '1000,2000,3000,5000').split(',').map(Number);
const THINK_MS_MIN = Number(process.env.THINK_MS_MIN ?? 2000);
const THINK_MS_MAX = Number(process.env.THINK_MS_MAX ?? 6000);
const DURATION_MS = Number(process.env.DURATION_S ?? 60) * 1000;
const SETTLE_MS = Number(process.env.SETTLE_S ?? 10) * 1000;
const PAIRS_PER_SECOND = Number(process.env.RAMP_PAIRS_PER_S ?? 100);
const BOT_PROCESSES = Number(process.env.BOT_PROCESSES ?? availableParallelism());
const MODE = process.env.MODE === 'async' ? 'async' : 'blitz';
const P99_LIMIT_MS = 100;
// BENCH_PRIORITY (e.g. -10, as root): the bench's processes (server, bots, this one, the database's backends)
// go before the machine's other work, for a machine other processes keep busy. Unset: priorities untouched.
const PRIORITY = process.env.BENCH_PRIORITY === undefined ? undefined : Number(process.env.BENCH_PRIORITY);
const MAX_MATCHES = Math.max(...STEPS);
if (STEPS.some((step, i) => !(step > (STEPS[i - 1] ?? 0))) || !(THINK_MS_MAX >= THINK_MS_MIN))
  throw new Error('STEPS must rise (e.g. 1000,2000,3000,5000) and THINK_MS_MAX be at least THINK_MS_MIN');

/** The open-file limit of this process, which the server and the bot processes inherit. */
const openFileLimit = () =>
  Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))![1]);

/**
 * Raises this process's open-file limit (soft and hard) to `wanted` when the machine lets it (root, or a hard
 * limit already that high); answers the limit in force, inherited by every process started after.
 */
function raiseOpenFileLimit(wanted: number) {
  if (openFileLimit() >= wanted) return openFileLimit();
  for (const limit of [`${wanted}:${wanted}`, `${wanted}`]) {
    try {
      execFileSync('prlimit', [`--pid=${process.pid}`, `--nofile=${limit}`], { stdio: 'ignore' });
      break;
    } catch {
      // Not allowed (or no prlimit): the next form, then the limit as it is.
    }
  }
  return openFileLimit();
}

/** CPU time of the whole machine so far, busy and in all, in ms of one core (from /proc/stat). */
function machineCpuMs() {
  const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1, 9)
    .map(Number) as number[];
  const busy = user! + nice! + system! + rest.reduce((sum, value) => sum + value, 0);
  return { busy: busy * 10, all: (busy + idle! + iowait!) * 10 };
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

// The server holds a socket per player, each bot process one per player it plays, plus databases and joins.
const wantedFiles = 2 * MAX_MATCHES + 4096;
const fileLimit = raiseOpenFileLimit(wantedFiles);
console.log(`mode: ${MODE}`);
console.log(`think_ms: ${THINK_MS_MIN}-${THINK_MS_MAX}`);
console.log(`steps: ${STEPS.join(',')}`);
console.log(`bot_processes: ${BOT_PROCESSES}`);
console.log(`fd_limit: ${fileLimit}`);
if (PRIORITY !== undefined) console.log(`priority: ${PRIORITY}`);
if (fileLimit < wantedFiles) {
  // Raising a hard limit takes CAP_SYS_RESOURCE, which a container may not grant even to root.
  const most = Math.floor((fileLimit - 200) / 2);
  console.log(
    `fd_limit_note: could not raise it to ${wantedFiles}; the server holds a socket per player, so a step over about ${most} matches cannot all connect`,
  );
}

const postgres = await createTestPostgres();
const databaseName = new URL(postgres.url).pathname.slice(1);
const database = createDb({ databaseUrl: postgres.url, maxConnections: 4 });
await database.migrate();
const bots: ChildProcess[] = [];

try {
  const botPairs = await dealBotPairs(database, MAX_MATCHES);
  /** A new match for a pair (what the lobby's pairing does when two players meet). */
  const newMatch = (pair: number) => botPairs.newMatch(pair, MODE);

  const server = await startProbedGameServer(postgres.url, botPairs.secret);
  const memoryIdle = await memoryInUse(server);

  // --- The bot processes -------------------------------------------------------------
  const reportWaiters = new Map<ChildProcess, (report: Extract<FromBots, { kind: 'report' }>) => void>();
  const stoppedWaiters = new Map<ChildProcess, () => void>();
  for (let i = 0; i < BOT_PROCESSES; i++) {
    const bot = fork(path.join(import.meta.dirname, 'capacity-bots.ts'), [], {
      // BOT_NODE_ARGS: node flags for the bot processes (`--cpu-prof` to profile them).
      execArgv: ['--import', 'tsx', ...(process.env.BOT_NODE_ARGS ?? '').split(' ').filter(Boolean)],
      env: {
        ...process.env,
        CAPACITY_SERVER_URL: server.url,
        THINK_MS_MIN: String(THINK_MS_MIN),
        THINK_MS_MAX: String(THINK_MS_MAX),
      },
    });
    bot.on('message', (message: FromBots) => {
      if (message.kind === 'next')
        void newMatch(message.pair).then((matchId) =>
          bot.send({ kind: 'match', pair: message.pair, matchId } satisfies ToBots),
        );
      else if (message.kind === 'report') reportWaiters.get(bot)?.(message);
      else stoppedWaiters.get(bot)?.();
    });
    bot.on('exit', (code) => {
      if (!stoppedWaiters.has(bot)) {
        console.error(`a bot process exited (code ${code}) before the run ended`);
        process.exit(1);
      }
    });
    bots.push(bot);
  }
  const tellBots = (message: ToBots) => {
    for (const bot of bots) bot.send(message);
  };
  /** Every bot process's report (each clears its timed plays and its event loop's histogram). */
  const collect = () =>
    Promise.all(
      bots.map(
        (bot) =>
          new Promise<Extract<FromBots, { kind: 'report' }>>((resolve) => {
            reportWaiters.set(bot, resolve);
            bot.send({ kind: 'report' } satisfies ToBots);
          }),
      ),
    );
  const sumOf = (reports: Array<{ drops: number; failedJoins: number; joinRetries: number }>) => ({
    drops: reports.reduce((sum, report) => sum + report.drops, 0),
    failedJoins: reports.reduce((sum, report) => sum + report.failedJoins, 0),
    joinRetries: reports.reduce((sum, report) => sum + report.joinRetries, 0),
  });

  /** Pairs `from`..`to` - 1 start playing, PAIRS_PER_SECOND a second, each in its first match. */
  async function ramp(from: number, to: number) {
    const started = performance.now();
    for (let pair = from; pair < to; pair++) {
      const due = ((pair - from) * 1000) / PAIRS_PER_SECOND - (performance.now() - started);
      if (due > 0) await sleep(due);
      const matchId = await newMatch(pair);
      const tokens = botPairs.tokens(pair);
      bots[pair % bots.length]!.send({ kind: 'pair', pair, tokens, matchId } satisfies ToBots);
    }
  }

  // --- The steps ---------------------------------------------------------------------------
  let capacity = 0;
  let playing = 0;
  for (const step of STEPS) {
    const before = sumOf(await collect());
    const playingBefore = playing;
    await ramp(playing, step);
    playing = step;
    // Joins lag behind the ramp on a busy machine: the step settles once every pair has been seated (or
    // three minutes on; the pairs seated by then are printed).
    let seated = 0;
    for (let waited = 0; waited < 180_000 && seated < step; waited += 500) {
      seated = (await collect()).reduce((sum, report) => sum + report.started, 0);
      if (seated < step) await sleep(500);
    }
    await sleep(SETTLE_MS);
    if (PRIORITY !== undefined)
      for (const pid of [
        process.pid,
        server.child.pid!,
        ...bots.map((bot) => bot.pid!),
        ...postgresBackends(databaseName),
      ]) {
        try {
          setPriority(pid, PRIORITY);
        } catch {
          // A backend that ended meanwhile.
        }
      }
    await collect(); // clears what the bots timed before the window
    tellBots({ kind: 'measure', on: true });
    const cpuBefore = {
      server: cpuMs(server.child.pid!),
      postgres: postgresCpuMs(databaseName),
      bench: [process.pid, ...bots.map((bot) => bot.pid!)].map((pid) => cpuMs(pid)),
      machine: machineCpuMs(),
    };
    const started = performance.now();
    await sleep(DURATION_MS);
    tellBots({ kind: 'measure', on: false });
    const elapsed = performance.now() - started;
    const percent = (ms: number) => (ms * 100) / elapsed;
    const server_ = percent(cpuMs(server.child.pid!) - cpuBefore.server);
    const postgres_ = percent(postgresCpuMs(databaseName) - cpuBefore.postgres);
    const benchEach = [process.pid, ...bots.map((bot) => bot.pid!)].map((pid, i) =>
      percent(cpuMs(pid) - cpuBefore.bench[i]!),
    );
    const bench = benchEach.reduce((sum, value) => sum + value, 0);
    const machineNow = machineCpuMs();
    const machineBusy = machineNow.busy - cpuBefore.machine.busy;
    const machine = (machineBusy * 100 * availableParallelism()) / (machineNow.all - cpuBefore.machine.all);
    const reports = await collect();
    const after = sumOf(reports);
    const plays = reports.flatMap((report) => report.plays);
    const moves = reports.reduce((sum, report) => sum + report.moves, 0);
    // Read after the window: a full collection pauses the server.
    const memory = await memoryInUse(server);
    const p99 = percentile(plays, 99);
    const dropped = after.drops - before.drops;
    const failedJoins = after.failedJoins - before.failedJoins;
    const figures: Record<string, string | number> = {
      pairs_seated: seated,
      card_play_p50_ms: percentile(plays, 50).toFixed(2),
      card_play_p99_ms: p99.toFixed(2),
      card_plays_measured: plays.length,
      moves_per_second: Math.round((moves * 1000) / elapsed),
      server_cpu_percent: server_.toFixed(1),
      postgres_cpu_percent: postgres_.toFixed(1),
      bench_client_cpu_percent: bench.toFixed(1),
      bench_client_busiest_process_cpu_percent: Math.max(...benchEach).toFixed(1),
      bench_client_event_loop_p99_ms: Math.max(...reports.map((report) => report.loopDelayP99Ms)).toFixed(1),
      // The machine's other work (other processes on the same cores) during the window.
      machine_cpu_percent: machine.toFixed(1),
      other_cpu_percent: Math.max(0, machine - server_ - postgres_ - bench).toFixed(1),
      memory_per_match_kb: Math.round((memory - memoryIdle) / 1024 / step),
      server_rss_mb: Math.round(rssMb(server.child.pid!)),
      dropped_connections: dropped,
      failed_joins: failedJoins,
      // Joins tried again (two players opening a match at once is one; more mean refusals under load).
      join_retries: after.joinRetries - before.joinRetries,
    };
    for (const [key, value] of Object.entries(figures)) console.log(`step_${step}_${key}: ${value}`);
    if (process.env.BENCH_DEBUG)
      for (const report of reports)
        console.log(`join retries by reason: ${JSON.stringify(report.retryReasons)}`);
    const holds = p99 < P99_LIMIT_MS && dropped === 0 && failedJoins === 0;
    console.log(`step_${step}_holds: ${holds}`);
    // The capacity is the last step of the unbroken run of steps that held.
    if (holds && capacity === playingBefore) capacity = step;
    if (!holds && !process.env.ALL_STEPS) break;
  }
  console.log(`capacity_matches: ${capacity}`);

  // --- Done: the bots leave, then the server stops -------------------------------------------
  await Promise.all(
    bots.map(
      (bot) =>
        new Promise<void>((resolve) => {
          stoppedWaiters.set(bot, resolve);
          bot.send({ kind: 'stop' } satisfies ToBots);
        }),
    ),
  );
  await server.stop();
  await botPairs.close();
  // BENCH_DEBUG=1 keeps what the server logged (its warnings and errors under load).
  if (process.env.BENCH_DEBUG) writeFileSync('capacity-server.log', server.output());
} finally {
  for (const bot of bots) if (bot.exitCode === null) bot.kill('SIGKILL');
  await database.close();
  await postgres.drop();
}
process.exit(0);

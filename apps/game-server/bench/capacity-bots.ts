// One bot process of `pnpm bench:capacity` (capacity.bench.ts forks several, so no single event loop of the
// bench is what limits it). Each pair of bots it is given plays its match through the Colyseus SDK, as two
// browsers would, thinking THINK_MS_MIN..THINK_MS_MAX before each move, then asks the bench for the pair's
// next match and plays that. It reports, when asked, the card plays it timed while the bench measured, the
// moves confirmed, the connections the server closed on it (`drops`), the joins that failed, and its own
// event loop's delay (so a slow bot process shows as one, not as a slow server).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Client } from '@colyseus/sdk';
import { sdkClient } from '../test/support.ts';
import { joinMatch, playSeat, sleep } from './bench-support.ts';

/** What the bench tells a bot process (see capacity.bench.ts). */
export type ToBots =
  | { kind: 'pair'; pair: number; tokens: [string, string]; matchId: string }
  | { kind: 'match'; pair: number; matchId: string }
  | { kind: 'measure'; on: boolean }
  | { kind: 'report' }
  | { kind: 'stop' };

/** What a bot process answers: a pair's next match wanted, a report, or that it has stopped. */
export type FromBots =
  | { kind: 'next'; pair: number }
  | {
      kind: 'report';
      /** Card plays timed since the last report (ms from sending to the update). */
      plays: number[];
      /** Moves the server confirmed while measuring, since the last report. */
      moves: number;
      /** Since the process started. */
      drops: number;
      failedJoins: number;
      /** This process's event loop delay since the last report, 99th percentile, ms. */
      loopDelayP99Ms: number;
      /** Pairs that have been seated (both joined) in a match at least once. */
      started: number;
      /** Joins tried again (a race for the room, or a refusal) since the process started, and why. */
      joinRetries: number;
      retryReasons: Array<[string, number]>;
    }
  | { kind: 'stopped' };

const serverUrl = process.env.CAPACITY_SERVER_URL!;
const thinkMin = Number(process.env.THINK_MS_MIN);
const thinkMax = Number(process.env.THINK_MS_MAX);
/** A pair that cannot open its match this many times in a row takes a new one. */
const JOIN_ATTEMPTS = 3;

let playing = true;
let measuring = false;
const counts = { plays: [] as number[], moves: 0, drops: 0, failedJoins: 0, started: 0, joinRetries: 0 };
/** Why joins were tried again, by message (BENCH_DEBUG prints them). */
const retryReasons = new Map<string, number>();
const joinRetried = (error: unknown) => {
  counts.joinRetries += 1;
  const reason = String((error as Error)?.message ?? error).slice(0, 80);
  retryReasons.set(reason, (retryReasons.get(reason) ?? 0) + 1);
};
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let stop!: () => void;
const stopping = new Promise<'stopped'>((resolve) => {
  stop = () => resolve('stopped');
});
const waitingForMatch = new Map<number, (matchId: string) => void>();
const pairs: Promise<void>[] = [];

const tell = (message: FromBots) => process.send!(message);

function nextMatch(pair: number) {
  return new Promise<string>((resolve) => {
    waitingForMatch.set(pair, resolve);
    tell({ kind: 'next', pair });
  });
}

const seatOptions = {
  think: () => thinkMin + Math.random() * (thinkMax - thinkMin),
  playing: () => playing,
  confirmed(sentAt: number, card: boolean) {
    if (!measuring) return;
    if (card) counts.plays.push(performance.now() - sentAt);
    counts.moves += 1;
  },
};

/**
 * Opens one match with both seats and plays it. Answers how it ended: `over` (the pair takes its next match),
 * `dropped` (a connection was closed on a bot: the pair opens the same match again, as a player reloading the
 * page would), `failed` (a seat could not join; the other is left again) or `stopped`.
 */
async function playMatch(clients: Client[], matchId: string, seated: () => void) {
  const open = clients.map(() => false);
  const joined = await Promise.allSettled(
    clients.map(async (client, index) => {
      const room = await joinMatch(client, matchId, false, joinRetried);
      open[index] = true;
      // A dropped connection stays dropped: the SDK would otherwise reconnect it and hide the drop.
      room.reconnection.enabled = false;
      // Listening at once: the room sends the match's state right after the join.
      const seat = playSeat(room, seatOptions).then((end) => {
        if (end !== 'over') open[index] = false;
        if (end === 'dropped') counts.drops += 1;
        return end;
      });
      return { room, seat };
    }),
  );
  const seats = joined.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const ends = seats.map(({ seat }) => seat);
  let first: Awaited<(typeof ends)[number]> | 'stopped' | 'failed' = 'failed';
  if (seats.length < clients.length) counts.failedJoins += clients.length - seats.length;
  else {
    seated();
    first = await Promise.race([...ends, stopping]);
  }
  // The other seat sees the end in the same moment; it is not waited for past a few seconds.
  if (first === 'over') await Promise.race([Promise.all(ends), sleep(5_000)]);
  // A room already closed is not left again (the SDK would wait forever for its leave).
  await Promise.all(
    seats.map(({ room }, index) => (open[index] ? Promise.race([room.leave(), sleep(5_000)]) : undefined)),
  );
  return first === 'left' ? 'dropped' : first;
}

async function playPair(pair: number, tokens: [string, string], firstMatch: string) {
  const clients = tokens.map((token) => sdkClient(serverUrl, token));
  let matchId = firstMatch;
  let failed = 0;
  let started = false;
  while (playing) {
    const end = await playMatch(clients, matchId, () => {
      if (!started) counts.started += 1;
      started = true;
    });
    if (end === 'stopped') return;
    if (end === 'failed' && ++failed < JOIN_ATTEMPTS) await sleep(1_000);
    else if (end !== 'dropped') [matchId, failed] = [await nextMatch(pair), 0];
  }
}

process.on('message', (message: ToBots) => {
  switch (message.kind) {
    case 'pair':
      pairs.push(playPair(message.pair, message.tokens, message.matchId));
      break;
    case 'match':
      waitingForMatch.get(message.pair)?.(message.matchId);
      waitingForMatch.delete(message.pair);
      break;
    case 'measure':
      measuring = message.on;
      break;
    case 'report': {
      const loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
      tell({ kind: 'report', ...counts, loopDelayP99Ms, retryReasons: [...retryReasons] });
      counts.plays = [];
      counts.moves = 0;
      loopDelay.reset();
      break;
    }
    case 'stop':
      playing = false;
      stop();
      // Pairs waiting for a match get none; the others leave their rooms.
      for (const resolve of waitingForMatch.values()) resolve('');
      void Promise.race([Promise.all(pairs), sleep(20_000)]).then(() => {
        tell({ kind: 'stopped' });
        process.exit(0);
      });
      break;
  }
});

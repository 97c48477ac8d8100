/*
 * Self-play benchmark: seeded games where both sides pick uniformly among their legal moves.
 * Phase 1 measures complete games per second; phase 2 times each applyAction for the p99.
 */
import { performance } from 'node:perf_hooks';
import {
  type Action,
  applyAction,
  CARDS,
  createMatch,
  legalActions,
  MAX_COPIES,
  MAX_DECK_SIZE,
  type MatchState,
  MIN_DECK_SIZE,
} from '../src/index.ts';
import { nextInt, seedRng } from '../src/rng.ts';
import type { RngState } from '../src/types.ts';

const TARGET_GAMES_PER_SECOND = 5000;
const THROUGHPUT_MS = 2500;
const LATENCY_MS = 1000;
const NOW = 1_700_000_000_000;

function randomDeck(rng: RngState): string[] {
  const size = MIN_DECK_SIZE + nextInt(rng, MAX_DECK_SIZE - MIN_DECK_SIZE + 1);
  const copies = new Map<string, number>();
  const deck: string[] = [];
  while (deck.length < size) {
    const id = (CARDS[nextInt(rng, CARDS.length)] as (typeof CARDS)[number]).id;
    const count = copies.get(id) ?? 0;
    if (count >= MAX_COPIES) continue;
    copies.set(id, count + 1);
    deck.push(id);
  }
  return deck;
}

/** Plays one game to the end; pushes each applyAction duration (µs) when `timings` is given. */
function playGame(game: number, rng: RngState, timings?: number[]): void {
  let state: MatchState = createMatch({
    seed: game,
    mode: game % 2 === 0 ? 'blitz' : 'async',
    playerA: { id: 'a', username: 'Alice' },
    playerB: { id: 'b', username: 'Bob' },
    deckA: randomDeck(rng),
    deckB: randomDeck(rng),
    now: NOW,
  });
  let now = NOW;
  while (state.gameStatus === 'in_progress') {
    now += 1000;
    const moves = legalActions(state, now);
    const move = moves[nextInt(rng, moves.length)] as Action;
    const start = timings ? performance.now() : 0;
    const result = applyAction(state, move);
    if (timings) timings.push((performance.now() - start) * 1000);
    if (!result.ok) throw new Error(`legal move refused: ${result.reason}`);
    state = result.state;
  }
}

function run(
  durationMs: number,
  firstGame: number,
  timings?: number[],
): { games: number; elapsedMs: number } {
  const rng = seedRng(`bench-${firstGame}`);
  const start = performance.now();
  let games = 0;
  while (performance.now() - start < durationMs) {
    // Check the clock every few games so timing overhead stays out of the throughput figure.
    for (let i = 0; i < 16; i++) playGame(firstGame + games++, rng, timings);
  }
  return { games, elapsedMs: performance.now() - start };
}

run(500, 0);
const throughput = run(THROUGHPUT_MS, 1_000_000);
const gamesPerSecond = Math.round((throughput.games / throughput.elapsedMs) * 1000);

const timings: number[] = [];
run(LATENCY_MS, 2_000_000, timings);
timings.sort((x, y) => x - y);
const p99 = timings[Math.min(timings.length - 1, Math.floor(timings.length * 0.99))] ?? 0;

console.log(`games_per_second: ${gamesPerSecond}`);
console.log(`apply_action_p99_us: ${p99.toFixed(2)}`);
console.log(`target_games_per_second: ${TARGET_GAMES_PER_SECOND}`);
console.log(`meets_target: ${gamesPerSecond >= TARGET_GAMES_PER_SECOND}`);

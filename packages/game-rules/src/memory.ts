import { seedRng, shuffleInPlace } from './rng.ts';

/*
 * The memory game (product spec 3 §4, §9): 16 cards, 8 emoji pairs, two flips make a move, and the score
 * is max(100 - 5 × moves, 10). The server deals and keeps the layout and replays a play's flips to check a
 * submitted score, so the same rules decide on both sides.
 */

export const MEMORY_EMOJIS = ['🎁', '🦄', '🍕', '🚀', '🎮', '🧸', '🌈', '🔥'] as const;
export const MEMORY_CARD_COUNT = MEMORY_EMOJIS.length * 2;
export const MEMORY_MISMATCH_MS = 800;
export const MEMORY_SUCCESS_MS = 3000;

export const memoryScore = (moves: number) => Math.max(100 - 5 * moves, 10);

/** The 16 faces of a play, shuffled by its seed. */
export function dealMemory(seed: string): string[] {
  const cards: string[] = [...MEMORY_EMOJIS, ...MEMORY_EMOJIS];
  shuffleInPlace(cards, seedRng(seed));
  return cards;
}

export type MemoryRefusal = 'out_of_range' | 'already_matched' | 'same_card' | 'finished';

export const MEMORY_REFUSALS: Record<MemoryRefusal, string> = {
  out_of_range: `Pick a card from 0 to ${MEMORY_CARD_COUNT - 1}`,
  already_matched: 'That card is already matched',
  same_card: 'That card is already face up',
  finished: 'This game is already finished',
};

/** Where a play stands after some flips. */
export interface MemoryProgress {
  /** Completed moves (pairs of flips). */
  moves: number;
  matched: ReadonlySet<number>;
  /** The first card of a move in progress, if one is face up. */
  pending: number | null;
  finished: boolean;
}

const start = (): MemoryProgress => ({ moves: 0, matched: new Set(), pending: null, finished: false });

/** Why this flip cannot be made now, or null when it can. */
export function memoryRefusal(progress: MemoryProgress, index: number): MemoryRefusal | null {
  if (progress.finished) return 'finished';
  if (!Number.isInteger(index) || index < 0 || index >= MEMORY_CARD_COUNT) return 'out_of_range';
  if (progress.matched.has(index)) return 'already_matched';
  if (progress.pending === index) return 'same_card';
  return null;
}

/** One flip; throws on a flip `memoryRefusal` refuses (callers check first). */
export function flipMemory(
  layout: readonly string[],
  progress: MemoryProgress,
  index: number,
): MemoryProgress {
  const refusal = memoryRefusal(progress, index);
  if (refusal) throw new Error(MEMORY_REFUSALS[refusal]);
  if (progress.pending === null) return { ...progress, pending: index };
  const matched = new Set(progress.matched);
  if (layout[progress.pending] === layout[index]) matched.add(progress.pending).add(index);
  return { moves: progress.moves + 1, matched, pending: null, finished: matched.size === layout.length };
}

/** Replays a play's flips from the start: where it stands, or the first refused flip. */
export function replayMemory(
  layout: readonly string[],
  flips: readonly number[],
): { ok: true; progress: MemoryProgress } | { ok: false; at: number; refusal: MemoryRefusal } {
  let progress = start();
  for (const [at, index] of flips.entries()) {
    const refusal = memoryRefusal(progress, index);
    if (refusal) return { ok: false, at, refusal };
    progress = flipMemory(layout, progress, index);
  }
  return { ok: true, progress };
}

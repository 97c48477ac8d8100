import { describe, expect, it } from 'vitest';
import { dealMemory, MEMORY_EMOJIS, memoryScore, replayMemory } from '../src/index.ts';

/** The flips of a player who already knows every face: each pair in one move. */
function perfectFlips(layout: readonly string[]) {
  return MEMORY_EMOJIS.flatMap((emoji) => layout.flatMap((face, index) => (face === emoji ? [index] : [])));
}

describe('memory game rules', () => {
  it('deals 8 pairs shuffled by the seed, the same for the same seed', () => {
    const layout = dealMemory('seed-a');
    expect(layout).toHaveLength(16);
    for (const emoji of MEMORY_EMOJIS) expect(layout.filter((face) => face === emoji)).toHaveLength(2);
    expect(dealMemory('seed-a')).toEqual(layout);
    const others = ['seed-b', 'seed-c', 'seed-d'].map((seed) => dealMemory(seed).join(''));
    expect(new Set([layout.join(''), ...others]).size).toBeGreaterThan(1);
  });

  it('scores max(100 - 5 × moves, 10)', () => {
    expect([8, 10, 17, 18, 30].map(memoryScore)).toEqual([60, 50, 15, 10, 10]);
  });

  it('counts two flips as a move and finishes when every pair is found', () => {
    const layout = dealMemory('perfect');
    const replay = replayMemory(layout, perfectFlips(layout));
    expect(replay.ok && replay.progress).toMatchObject({ moves: 8, finished: true, pending: null });
    expect(replay.ok && memoryScore(replay.progress.moves)).toBe(60);
  });

  it('turns a mismatch back and counts it as a move', () => {
    const layout = dealMemory('mismatch');
    const first = 0;
    const other = layout.findIndex((face) => face !== layout[first]);
    const replay = replayMemory(layout, [first, other]);
    expect(replay.ok && replay.progress.moves).toBe(1);
    expect(replay.ok && replay.progress.matched.size).toBe(0);
  });

  it('refuses a matched card, the same card twice in a move, a card off the board, and flips after the end', () => {
    const layout = dealMemory('refusals');
    const pair = perfectFlips(layout).slice(0, 2);
    expect(replayMemory(layout, [...pair, pair[0]!])).toEqual({
      ok: false,
      at: 2,
      refusal: 'already_matched',
    });
    expect(replayMemory(layout, [3, 3])).toEqual({ ok: false, at: 1, refusal: 'same_card' });
    expect(replayMemory(layout, [16])).toEqual({ ok: false, at: 0, refusal: 'out_of_range' });
    expect(replayMemory(layout, [-1])).toEqual({ ok: false, at: 0, refusal: 'out_of_range' });
    const done = perfectFlips(layout);
    expect(replayMemory(layout, [...done, 0])).toEqual({ ok: false, at: 16, refusal: 'finished' });
  });
});

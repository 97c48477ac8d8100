import { describe, expect, it } from 'vitest';
import { applyFlip, canFlip, moveFocus, newBoard, turnBack } from './board';

const flip = (
  index: number,
  emoji: string,
  extra: Partial<{ moves: number; matched: boolean | null }> = {},
) => ({
  index,
  emoji,
  moves: 0,
  matched: null,
  finished: false,
  score: null,
  ...extra,
});

describe('memory board', () => {
  it('shows a pair as matched and keeps it up', () => {
    let board = applyFlip(newBoard(16), flip(3, '🍕'));
    expect(canFlip(board, 3)).toBe(false);
    board = applyFlip(board, flip(9, '🍕', { moves: 1, matched: true }));
    expect(board.cards[3]).toEqual({ face: '🍕', up: true, matched: true });
    expect(board.cards[9]).toEqual({ face: '🍕', up: true, matched: true });
    expect(board.moves).toBe(1);
    expect(canFlip(board, 0)).toBe(true);
  });

  it('holds a mismatch (no other flips) until it turns back', () => {
    let board = applyFlip(newBoard(16), flip(0, '🎁'));
    board = applyFlip(board, flip(1, '🦄', { moves: 1, matched: false }));
    expect(board.mismatch).toEqual([0, 1]);
    expect(canFlip(board, 5)).toBe(false);
    board = turnBack(board);
    expect(board.cards.slice(0, 2).map((card) => card.up)).toEqual([false, false]);
    expect(canFlip(board, 5)).toBe(true);
  });

  it('moves focus with the arrow keys, wrapping', () => {
    expect(moveFocus(0, 'ArrowLeft')).toBe(3);
    expect(moveFocus(3, 'ArrowRight')).toBe(0);
    expect(moveFocus(1, 'ArrowUp')).toBe(13);
    expect(moveFocus(13, 'ArrowDown')).toBe(1);
    expect(moveFocus(5, 'Enter')).toBe(5);
  });
});

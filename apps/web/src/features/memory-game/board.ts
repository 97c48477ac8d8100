import type { MemoryFlipAnswer } from '@app/contracts';

/** One card as the player sees it: its face once flipped (kept while up or matched). */
export interface CardView {
  face: string | null;
  up: boolean;
  matched: boolean;
}

export interface BoardState {
  cards: CardView[];
  moves: number;
  /** Cards face up waiting to turn back after a mismatch. */
  mismatch: [number, number] | null;
  finished: boolean;
  score: number | null;
}

export const newBoard = (count: number): BoardState => ({
  cards: Array.from({ length: count }, () => ({ face: null, up: false, matched: false })),
  moves: 0,
  mismatch: null,
  finished: false,
  score: null,
});

/** Whether a click on this card starts a flip (face-down, not matched, no mismatch waiting to turn back). */
export const canFlip = (board: BoardState, index: number) =>
  !board.finished && board.mismatch === null && board.cards[index] !== undefined && !board.cards[index].up;

/** The server's answer to a flip, applied: the face shows; a move's second card decides the pair. */
export function applyFlip(board: BoardState, flip: MemoryFlipAnswer): BoardState {
  const cards = board.cards.map((card, index) =>
    index === flip.index ? { ...card, face: flip.emoji, up: true } : card,
  );
  let mismatch: BoardState['mismatch'] = null;
  if (flip.matched !== null) {
    const first = cards.findIndex((card, index) => index !== flip.index && card.up && !card.matched);
    if (flip.matched) {
      for (const index of [first, flip.index])
        cards[index] = { ...(cards[index] as CardView), matched: true };
    } else {
      mismatch = [first, flip.index];
    }
  }
  return { cards, moves: flip.moves, mismatch, finished: flip.finished, score: flip.score };
}

/** After the 800 ms pause, a mismatched pair turns face down (their faces stay known to nobody but the player). */
export function turnBack(board: BoardState): BoardState {
  if (!board.mismatch) return board;
  const [a, b] = board.mismatch;
  return {
    ...board,
    mismatch: null,
    cards: board.cards.map((card, index) => (index === a || index === b ? { ...card, up: false } : card)),
  };
}

/** Arrow-key movement over the 4 × 4 grid, wrapping within a row or column. */
export function moveFocus(index: number, key: string, columns = 4, count = 16): number {
  const row = Math.floor(index / columns);
  const column = index % columns;
  const rows = Math.ceil(count / columns);
  if (key === 'ArrowRight') return row * columns + ((column + 1) % columns);
  if (key === 'ArrowLeft') return row * columns + ((column + columns - 1) % columns);
  if (key === 'ArrowDown') return ((row + 1) % rows) * columns + column;
  if (key === 'ArrowUp') return ((row + rows - 1) % rows) * columns + column;
  return index;
}

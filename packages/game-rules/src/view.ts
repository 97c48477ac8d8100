import { copyOpenFields } from './players.ts';
import type { MatchState, PlayerSlot, PlayerState } from './types.ts';

/** Stands in for each card in the opponent's hand. */
export const HIDDEN_CARD = 'hidden';

export interface PlayerView extends Omit<PlayerState, 'deck'> {
  /** Card ids for the viewer's own hand; HIDDEN_CARD entries for the opponent's. */
  hand: string[];
  handCount: number;
  /** Deck order is secret for both players; only its size is shown. */
  deckCount: number;
}

export interface MatchView extends Omit<MatchState, 'rng' | 'playerA' | 'playerB'> {
  viewer: PlayerSlot;
  playerA: PlayerView;
  playerB: PlayerView;
}

/** A match view without its battle log: what a client needs after each action, next to the new log entries. */
export type BoardView = Omit<MatchView, 'battleLog'>;

function playerView(p: PlayerState, showHand: boolean): PlayerView {
  // Object.assign onto a fresh literal stays fast where a spread would not (see copyOpenFields).
  return Object.assign(copyOpenFields(p), {
    hand: showHand ? p.hand.slice() : p.hand.map(() => HIDDEN_CARD),
    handCount: p.hand.length,
    deckCount: p.deck.length,
  });
}

/**
 * What one player may see, without the battle log: the opponent's hand becomes placeholders, both
 * decks become counts and the generator state is dropped (it would let a client predict reshuffles).
 * Plain JSON, independent of the state.
 */
export function boardFor(state: MatchState, viewer: PlayerSlot): BoardView {
  return boardShowing(state, viewer, viewer);
}

/**
 * What a spectator may see: as player A sees the board, but with both hands as placeholders (and, as for
 * everyone, both decks as counts and no generator state).
 */
export function spectatorBoardFor(state: MatchState): BoardView {
  return boardShowing(state, 'player_a', null);
}

function boardShowing(state: MatchState, viewer: PlayerSlot, handShown: PlayerSlot | null): BoardView {
  return {
    gameMode: state.gameMode,
    viewer,
    playerA: playerView(state.playerA, handShown === 'player_a'),
    playerB: playerView(state.playerB, handShown === 'player_b'),
    currentTurn: state.currentTurn,
    turnCount: state.turnCount,
    gameStatus: state.gameStatus,
    winner: state.winner,
    winReason: state.winReason,
    playerATimeouts: state.playerATimeouts,
    playerBTimeouts: state.playerBTimeouts,
    turnTimerSeconds: state.turnTimerSeconds,
    turnDeadline: state.turnDeadline,
    version: state.version,
  };
}

/** Everything one player may see, battle log included (see boardFor). */
export function viewFor(state: MatchState, viewer: PlayerSlot): MatchView {
  return Object.assign(boardFor(state, viewer), { battleLog: state.battleLog.slice() });
}

/** The board fields an action can change (who plays, the mode and the players' names never do; the version always does). */
const CHANGING_BOARD_FIELDS = [
  'currentTurn',
  'turnCount',
  'gameStatus',
  'winner',
  'winReason',
  'playerATimeouts',
  'playerBTimeouts',
  'turnTimerSeconds',
  'turnDeadline',
  'version',
] as const;
const OPEN_SCALARS = [
  'buyPower',
  'energy',
  'maxEnergy',
  'carryOver',
  'energySpent',
  'nextCardFree',
  'hp',
  'maxHp',
  'armor',
  'shield',
  'attackPower',
  'defense',
] as const;
/** Lists whose entries are replaced, never changed in place (see draft.ts): compared entry by entry. */
const OPEN_LISTS = ['discard', 'playedCards', 'buffs', 'statusEffects'] as const;

/** What one action changed, as one viewer may see it: only the fields that differ. */
export interface BoardPatch {
  /** The top-level fields that changed; the version always does. */
  board: Partial<Pick<BoardView, (typeof CHANGING_BOARD_FIELDS)[number]>> & Pick<BoardView, 'version'>;
  playerA?: Partial<PlayerView>;
  playerB?: Partial<PlayerView>;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a === b || (a.length === b.length && a.every((entry, index) => entry === b[index]));

function playerPatch(before: PlayerState, after: PlayerState, showHand: boolean) {
  // The rules copy a player only when an action changes it: an untouched one is the same object.
  if (before === after) return undefined;
  const patch: Record<string, unknown> = {};
  for (const key of OPEN_SCALARS) if (before[key] !== after[key]) patch[key] = after[key];
  for (const key of OPEN_LISTS) if (!sameList(before[key], after[key])) patch[key] = after[key].slice();
  // The opponent's hand is placeholders: it changed for this viewer only if its size did.
  if (showHand ? !sameList(before.hand, after.hand) : before.hand.length !== after.hand.length) {
    patch.hand = showHand ? after.hand.slice() : after.hand.map(() => HIDDEN_CARD);
  }
  if (before.hand.length !== after.hand.length) patch.handCount = after.hand.length;
  if (before.deck.length !== after.deck.length) patch.deckCount = after.deck.length;
  return patch as Partial<PlayerView>;
}

/**
 * The difference between two states as `viewer` (null: a spectator) sees them, with the same secrecy as boardFor:
 * applied to the viewer's board of `before` it gives their board of `after`.
 */
export function boardPatchFor(before: MatchState, after: MatchState, viewer: PlayerSlot | null): BoardPatch {
  const board: Record<string, unknown> = {};
  for (const key of CHANGING_BOARD_FIELDS) if (before[key] !== after[key]) board[key] = after[key];
  const patch: BoardPatch = { board: board as BoardPatch['board'] };
  // A null viewer is a spectator: both hands stay placeholders.
  const playerA = playerPatch(before.playerA, after.playerA, viewer === 'player_a');
  const playerB = playerPatch(before.playerB, after.playerB, viewer === 'player_b');
  if (playerA) patch.playerA = playerA;
  if (playerB) patch.playerB = playerB;
  return patch;
}

/**
 * A board with a patch applied: the top-level fields it carries replace the board's, a player's
 * replace that player's. Generic over the board's shape, so a wire view with more top-level
 * fields (patched the same way) stays that view.
 */
export function applyBoardPatch<T extends { playerA: PlayerView; playerB: PlayerView }>(
  board: T,
  patch: { board: NoInfer<Partial<T>>; playerA?: Partial<PlayerView>; playerB?: Partial<PlayerView> },
): T {
  const next: T = { ...board, ...patch.board };
  if (patch.playerA) next.playerA = { ...board.playerA, ...patch.playerA };
  if (patch.playerB) next.playerB = { ...board.playerB, ...patch.playerB };
  return next;
}

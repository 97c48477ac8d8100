import { applyBoardPatch, type BattleLogEntry, type PlayerSlot, type PlayerView } from '@app/game-rules';
import type { MatchPatchMessage, MatchViewMessage } from '../shared';
import { lastEntries, mergeBattleLog } from './battle-log';

/** A card play sent to the server and shown at once, until the server answers. */
export interface PendingPlay {
  cardId: string;
  /** Energy the play costs as the client sees it (0 when nextCardFree). */
  cost: number;
  /** When it was sent (ms), so a play the server never answers can be given up. */
  sentAt: number;
}

/** The board as the server last described it, the battle log kept so far and an optimistic play. */
export interface BoardState {
  server: MatchViewMessage | null;
  log: BattleLogEntry[];
  pending: PendingPlay | null;
}

export type BoardAction =
  | { type: 'state'; view: MatchViewMessage }
  | { type: 'update'; patch: MatchPatchMessage }
  | { type: 'play'; cardId: string; cost: number; now: number }
  | { type: 'refused'; action: string }
  | { type: 'rollback' }
  | { type: 'reset' };

export const initialBoard: BoardState = { server: null, log: [], pending: null };

export const mySlot = (view: Pick<MatchViewMessage, 'you'>): PlayerSlot => view.you;
export const me = (view: MatchViewMessage): PlayerView =>
  view.you === 'player_a' ? view.playerA : view.playerB;
export const opponent = (view: MatchViewMessage): PlayerView =>
  view.you === 'player_a' ? view.playerB : view.playerA;
export const isMyTurn = (view: MatchViewMessage) =>
  view.gameStatus === 'in_progress' && view.currentTurn === view.you;

/** product spec 3 §5: a card can be played on your own turn with enough energy (its cost, or free if nextCardFree). */
export function canPlay(view: MatchViewMessage, cost: number): boolean {
  if (!isMyTurn(view)) return false;
  const player = me(view);
  return player.nextCardFree || player.energy >= cost;
}

/** Energy a play costs right now. */
export function playCost(view: MatchViewMessage, cost: number): number {
  return me(view).nextCardFree ? 0 : cost;
}

/**
 * State, patches and refusals from the server, and optimistic plays (product spec 3 §4 Match: a failed card play
 * restores the local hand). The server's latest state or update is always the truth: it replaces the
 * board and drops any optimistic play; a refusal drops it too.
 */
export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'state':
      return { server: action.view, log: lastEntries(action.view.battleLog), pending: null };
    case 'update': {
      // A patch applies only to the board it was made from (the store resyncs otherwise).
      if (!state.server || state.server.version !== action.patch.from) return state;
      const log = mergeBattleLog(state.log, action.patch.board.events);
      return {
        server: { ...applyBoardPatch(state.server, action.patch), battleLog: log },
        log,
        pending: null,
      };
    }
    case 'play': {
      // One optimistic play at a time, and only one the rules would allow.
      if (!state.server || state.pending) return state;
      if (!me(state.server).hand.includes(action.cardId) || !canPlay(state.server, action.cost)) return state;
      return {
        ...state,
        pending: { cardId: action.cardId, cost: playCost(state.server, action.cost), sentAt: action.now },
      };
    }
    case 'refused':
      return action.action === 'play_card' && state.pending ? { ...state, pending: null } : state;
    case 'rollback':
      return state.pending ? { ...state, pending: null } : state;
    case 'reset':
      return initialBoard;
  }
}

/** The board to draw: the server's view with the optimistic play applied to my side. */
export function displayedView(state: BoardState): MatchViewMessage | null {
  const { server, pending } = state;
  if (!server || !pending) return server;
  const player = me(server);
  const index = player.hand.indexOf(pending.cardId);
  if (index < 0) return server;
  const hand = [...player.hand];
  hand.splice(index, 1);
  const played: PlayerView = {
    ...player,
    hand,
    handCount: hand.length,
    playedCards: [...player.playedCards, pending.cardId],
    energy: Math.max(0, player.energy - pending.cost),
    nextCardFree: false,
  };
  return server.you === 'player_a' ? { ...server, playerA: played } : { ...server, playerB: played };
}

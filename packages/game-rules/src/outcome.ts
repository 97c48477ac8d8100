import { BLITZ_TIMEOUT_LIMIT, WIN_BUY_POWER, WIN_REWARD_POINTS } from './constants.ts';
import { type Draft, log } from './draft.ts';
import { getPlayer, isOutOfCards, opponentOf } from './players.ts';
import type { GameStatus, MatchState, PlayerSlot, WinReason } from './types.ts';

/** The endings no one played to: a player gave up or ran out of time. */
const WALKOVERS: ReadonlySet<WinReason> = new Set([
  'opponent_forfeited',
  'opponent_timeout',
  'opponent_timeout_3_strikes',
]);

/** Text for the game-over dialog, from the winner's point of view. */
export const WIN_REASON_TEXT: Readonly<Record<WinReason, string>> = {
  reached_10_buy_power: `reached ${WIN_BUY_POWER} Buy Power`,
  tie_both_reached_10: `both players reached ${WIN_BUY_POWER} Buy Power`,
  opponent_no_cards: 'opponent ran out of cards',
  more_buy_power: 'more Buy Power',
  tie: 'equal Buy Power',
  opponent_forfeited: 'opponent forfeited',
  opponent_timeout: 'opponent ran out of time',
  opponent_timeout_3_strikes: 'opponent timed out 3 times',
};

/** What the loser did in a walkover, in the third person: 'alice forfeited', 'you ran out of time'. */
export const WALKOVER_TEXT = {
  opponent_forfeited: 'forfeited',
  opponent_timeout: 'ran out of time',
  opponent_timeout_3_strikes: `timed out ${BLITZ_TIMEOUT_LIMIT} times`,
} as const satisfies Partial<Record<WinReason, string>>;

export function finishGame(
  d: Draft,
  winner: PlayerSlot | null,
  reason: WinReason,
  status: GameStatus = 'completed',
): void {
  const s = d.state;
  s.gameStatus = status;
  s.winner = winner;
  s.winReason = reason;
  const actor = winner ?? s.currentTurn;
  log(d, actor, 'game_over', gameOverLine(s), winner ? { target: winner } : {});
}

/** The battle log's last line: who won and why, a tie, or that nobody did (an aborted match, see isAborted). */
function gameOverLine(s: MatchState): string {
  const reason = s.winReason as WinReason;
  if (!s.winner) return `It's a tie: ${WIN_REASON_TEXT[reason]}`;
  const aborted = abortedBy(s);
  if (aborted) return `Match aborted: ${getPlayer(s, aborted.loser).username} ${aborted.why}`;
  return `${getPlayer(s, s.winner).username} wins: ${WIN_REASON_TEXT[reason]}`;
}

/** Ends the game when someone has reached the Buy Power goal; both at once is a tie. */
export function checkBuyPowerWin(d: Draft): void {
  const a = d.state.playerA.buyPower >= WIN_BUY_POWER;
  const b = d.state.playerB.buyPower >= WIN_BUY_POWER;
  if (a && b) finishGame(d, null, 'tie_both_reached_10');
  else if (a) finishGame(d, 'player_a', 'reached_10_buy_power');
  else if (b) finishGame(d, 'player_b', 'reached_10_buy_power');
}

/**
 * Decides a game that cannot go on by Buy Power. When the winner's opponent is the one who ran
 * out of cards the reason says so; otherwise the winner simply had more Buy Power.
 */
export function settleByBuyPower(d: Draft): void {
  const { playerA: a, playerB: b } = d.state;
  if (a.buyPower === b.buyPower) {
    finishGame(d, null, 'tie');
    return;
  }
  const winner: PlayerSlot = a.buyPower > b.buyPower ? 'player_a' : 'player_b';
  const [w, l] = winner === 'player_a' ? [a, b] : [b, a];
  finishGame(d, winner, isOutOfCards(l) && !isOutOfCards(w) ? 'opponent_no_cards' : 'more_buy_power');
}

/** Reward points a finished match pays a player: only a win pays, ties pay nothing. */
export function rewardPoints(state: MatchState, slot: PlayerSlot): number {
  return state.gameStatus !== 'in_progress' && state.winner === slot ? WIN_REWARD_POINTS : 0;
}

/** What tells whether a match was aborted: a state, or a player's or spectator's view of it. */
export type MatchEnding = Pick<
  MatchState,
  'gameStatus' | 'winner' | 'winReason' | 'turnCount' | 'currentTurn' | 'playerATimeouts' | 'playerBTimeouts'
>;

/**
 * How many turns `slot` has ended themselves (not by running out of time). Turns alternate, so the turn count
 * and whose turn it is tell how many turns each player had; their timeout strikes are the turns the clock ended
 * (the strike that lost the game ended no turn: the game ended in it).
 */
export function turnsEndedBy(state: MatchEnding, slot: PlayerSlot): number {
  const n = state.turnCount;
  // Turns 1..n-1 are over; turn n is the current one (unfinished when a game ends by forfeit or timeout).
  const over = slot === state.currentTurn ? Math.floor((n - 1) / 2) : Math.floor(n / 2);
  const strikes = slot === 'player_a' ? state.playerATimeouts : state.playerBTimeouts;
  const lostOnTheClock =
    state.gameStatus !== 'in_progress' &&
    slot === state.currentTurn &&
    state.winner !== slot &&
    (state.winReason === 'opponent_timeout' || state.winReason === 'opponent_timeout_3_strikes');
  return over - (strikes - (lostOnTheClock ? 1 : 0));
}

/**
 * A match that ended by forfeit or timeout before each player had ended a turn of their own is aborted: it
 * changes no rating and pays no point (nobody played it, so nobody won it).
 */
export function isAborted(state: MatchEnding): boolean {
  if (state.gameStatus === 'in_progress' || !state.winReason || !WALKOVERS.has(state.winReason)) return false;
  return turnsEndedBy(state, 'player_a') < 1 || turnsEndedBy(state, 'player_b') < 1;
}

/**
 * An aborted match's loser (who forfeited or ran out of time) and why, to follow their name: 'forfeited before
 * each player had ended a turn'. Null when the match was not aborted.
 */
export function abortedBy(state: MatchEnding): { loser: PlayerSlot; why: string } | null {
  const reason = state.winReason;
  if (!isAborted(state) || !state.winner || !reason || !Object.hasOwn(WALKOVER_TEXT, reason)) return null;
  const walkover = WALKOVER_TEXT[reason as keyof typeof WALKOVER_TEXT];
  return { loser: opponentOf(state.winner), why: `${walkover} before each player had ended a turn` };
}

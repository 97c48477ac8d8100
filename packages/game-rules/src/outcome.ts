import { WIN_BUY_POWER, WIN_REWARD_POINTS } from './constants.ts';
import { type Draft, log } from './draft.ts';
import { getPlayer, isOutOfCards } from './players.ts';
import type { GameStatus, MatchState, PlayerSlot, WinReason } from './types.ts';

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
  const description = winner
    ? `${getPlayer(s, winner).username} wins: ${WIN_REASON_TEXT[reason]}`
    : `It's a tie: ${WIN_REASON_TEXT[reason]}`;
  log(d, actor, 'game_over', description, winner ? { target: winner } : {});
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

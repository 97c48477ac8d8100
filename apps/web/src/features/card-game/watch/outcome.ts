import { type MatchEnding, WIN_REASON_TEXT } from '@app/game-rules';
import { ABORTED_TITLE, abortText } from '../shared';

/** A match's result as someone who played in neither seat reads it: who won and why, a tie, or aborted and why. */
export function resultText(state: MatchEnding, players: { a: string; b: string }): string {
  const aborted = abortText(state, { player_a: players.a, player_b: players.b });
  if (aborted) return `${ABORTED_TITLE}: ${aborted}`;
  const why = state.winReason ? WIN_REASON_TEXT[state.winReason] : '';
  if (state.winner === null) return `Tie${why ? `: ${why}` : ''}`;
  const name = state.winner === 'player_a' ? players.a : players.b;
  return `${name} won${why ? `: ${why}` : ''}`;
}

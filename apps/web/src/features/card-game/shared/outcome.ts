import { BLITZ_TIMEOUT_LIMIT, WIN_REASON_TEXT, type WinReason } from '@app/game-rules';
import type { MatchViewMessage } from './types';

/** product spec 3 §2: names default to 'You' and 'Opponent'. */
export const DEFAULT_NAMES = { you: 'You', opponent: 'Opponent' } as const;

export const opponentName = (view: Pick<MatchViewMessage, 'opponentUsername'>) =>
  view.opponentUsername?.trim() || DEFAULT_NAMES.opponent;

export const TURN_TEXT = { mine: 'Your Turn', theirs: "Opponent's Turn" } as const;

export function turnText(view: Pick<MatchViewMessage, 'currentTurn' | 'you'>): string {
  return view.currentTurn === view.you ? TURN_TEXT.mine : TURN_TEXT.theirs;
}

/** The loser's side of each reason: WIN_REASON_TEXT where it reads right, 'you...' where it names the loser. */
const LOSS_REASON_TEXT: Record<WinReason, string> = {
  ...WIN_REASON_TEXT,
  opponent_no_cards: 'you ran out of cards',
  opponent_forfeited: 'you forfeited',
  opponent_timeout: 'you ran out of time',
  opponent_timeout_3_strikes: `you timed out ${BLITZ_TIMEOUT_LIMIT} times`,
};

const isWinReason = (value: unknown): value is WinReason =>
  typeof value === 'string' && Object.hasOwn(WIN_REASON_TEXT, value);

export interface GameOverText {
  outcome: 'won' | 'lost' | 'tie';
  title: string;
  /** The win reason in words, from the viewer's side. */
  reason: string;
}

/** product spec 3 §4: a tie is winner null (reason tie or tie_both_reached_10). */
export function gameOverText(
  view: Pick<MatchViewMessage, 'winner' | 'winReason' | 'you' | 'opponentUsername'>,
): GameOverText {
  const reason = isWinReason(view.winReason) ? view.winReason : null;
  const opponent = opponentName(view);
  if (view.winner === null || view.winner === undefined) {
    return {
      outcome: 'tie',
      title: "It's a Tie!",
      reason: `It's a tie: ${reason ? WIN_REASON_TEXT[reason] : WIN_REASON_TEXT.tie}.`,
    };
  }
  if (view.winner === view.you) {
    return {
      outcome: 'won',
      title: 'You Win!',
      reason: reason ? `You won: ${WIN_REASON_TEXT[reason]}.` : 'You won.',
    };
  }
  return {
    outcome: 'lost',
    title: 'You Lose',
    reason: reason ? `${opponent} won: ${LOSS_REASON_TEXT[reason]}.` : `${opponent} won.`,
  };
}

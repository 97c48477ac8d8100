import {
  abortedBy,
  type MatchEnding,
  type PlayerSlot,
  WALKOVER_TEXT,
  WIN_REASON_TEXT,
  type WinReason,
} from '@app/game-rules';
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
  opponent_forfeited: `you ${WALKOVER_TEXT.opponent_forfeited}`,
  opponent_timeout: `you ${WALKOVER_TEXT.opponent_timeout}`,
  opponent_timeout_3_strikes: `you ${WALKOVER_TEXT.opponent_timeout_3_strikes}`,
};

const isWinReason = (value: unknown): value is WinReason =>
  typeof value === 'string' && Object.hasOwn(WIN_REASON_TEXT, value);

/** The title of an aborted match's end screen, and what it says the match changed. */
export const ABORTED_TITLE = 'Aborted';
const ABORTED_CHANGES = 'no rating change, no points';

/**
 * Why a match was aborted (issue 43: it ended by forfeit or timeout before each player had ended a turn of their
 * own), naming its players as `names` does: 'bob forfeited before each player had ended a turn'. Null when the
 * match was not aborted. The same rule the server settles by, so the words never wait on the server.
 */
export function abortText(state: MatchEnding, names: Readonly<Record<PlayerSlot, string>>): string | null {
  const aborted = abortedBy(state);
  return aborted ? `${names[aborted.loser]} ${aborted.why}` : null;
}

export interface GameOverText {
  outcome: 'won' | 'lost' | 'tie' | 'aborted';
  title: string;
  /** The win reason in words, from the viewer's side. */
  reason: string;
}

type GameOverView = Pick<MatchViewMessage, 'you' | 'opponentUsername'> & MatchEnding;

/** product spec 3 §4: a tie is winner null (reason tie or tie_both_reached_10); an aborted match wins no one. */
export function gameOverText(view: GameOverView): GameOverText {
  const reason = isWinReason(view.winReason) ? view.winReason : null;
  const opponent = opponentName(view);
  const them: PlayerSlot = view.you === 'player_a' ? 'player_b' : 'player_a';
  const aborted = abortText(view, { [view.you]: DEFAULT_NAMES.you, [them]: opponent } as Record<
    PlayerSlot,
    string
  >);
  if (aborted) {
    return { outcome: 'aborted', title: ABORTED_TITLE, reason: `${aborted}: ${ABORTED_CHANGES}.` };
  }
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

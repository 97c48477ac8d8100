import type { MatchReplayAnswer } from '@app/contracts';
import { boardFor, type CardCatalogue, dealFromReplay, type MatchState, replaySteps } from '@app/game-rules';

/** Every state of the match, derived with the rules from its deal and actions (step 0: the deal). */
export function replayStates(replay: MatchReplayAnswer, catalogue: CardCatalogue): MatchState[] {
  return replaySteps(dealFromReplay(replay), replay.actions, catalogue).map((step) => step.state);
}

/** Both players as a replay shows them: every hand face up, decks as counts. */
export function openBoards(state: MatchState) {
  return { playerA: boardFor(state, 'player_a').playerA, playerB: boardFor(state, 'player_b').playerB };
}

/** The step a key moves to from `step` (of `last`), or null for a key that moves nothing. */
export function stepForKey(key: string, step: number, last: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, step - 1);
    case 'ArrowRight':
      return Math.min(last, step + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

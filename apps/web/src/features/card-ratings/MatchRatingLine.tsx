import { useLoad } from '@/hooks/use-load';
import { fetchMatchResult } from './api';
import { ratingChangeText, ratingText } from './rating-text';

/**
 * The end screen's rating line for the member `userId`: their new rating and the change (`1512? +12`). Nothing
 * while it loads, if it cannot be had, or for an aborted match (its end screen says it changed no rating).
 */
export function MatchRatingLine({ matchId, userId }: { matchId: string; userId: number }) {
  const { state } = useLoad((signal) => fetchMatchResult(matchId, signal), [matchId]);
  if (state.status !== 'done' || state.value.aborted) return null;
  const mine = state.value.players.find((player) => player.user_id === userId);
  if (!mine || mine.rating_before === null || mine.rating_after === null) return null;
  return (
    <p className="match-rating" data-testid="match-rating">
      Rating{' '}
      <strong className="match-rating__value">{ratingText(mine.rating_after, mine.provisional)}</strong>{' '}
      <span className="match-rating__change">{ratingChangeText(mine.rating_before, mine.rating_after)}</span>
    </p>
  );
}

import { type HistoryMatch, replayPath } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchMatchHistory } from './api';
import { MODE_TEXT, RESULT_TEXT, ratingChangeText } from './rating-text';

/** A member's finished card battles, newest first, a page at a time (profiles and public profiles). */
export function MatchHistory({ userId }: { userId: number }) {
  const history = useLoad((signal) => fetchMatchHistory(userId, undefined, signal), [userId]);
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const showMore = async (before: string) => {
    setMore({ busy: true, error: null });
    try {
      const page = await fetchMatchHistory(userId, before);
      history.update((loaded) => ({
        matches: [...loaded.matches, ...page.matches],
        has_more: page.has_more,
      }));
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error: errorMessage(error, 'Failed to load matches') });
    }
  };

  return (
    <section className="match-history" aria-labelledby={`match-history-${userId}`}>
      <h2 className="match-history__title" id={`match-history-${userId}`}>
        Card Battles
      </h2>
      <Loaded
        load={history}
        loading="Loading matches..."
        failed="Failed to load matches"
        empty={{ when: (page) => page.matches.length === 0, show: <p>No finished matches yet.</p> }}
      >
        {({ matches, has_more }) => (
          <>
            <ol className="match-history__list">
              {matches.map((match) => (
                <HistoryRow key={match.id} match={match} />
              ))}
            </ol>
            {more.error ? <p role="alert">{more.error}</p> : null}
            {has_more ? (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={more.busy}
                onClick={() => void showMore(matches.at(-1)?.ended_at ?? '')}
              >
                {more.busy ? 'Loading...' : 'Show more'}
              </button>
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}

function HistoryRow({ match }: { match: HistoryMatch }) {
  const { rating_before: before, rating_after: after } = match;
  // An aborted match changed no rating: its row says so in its result, not with a '±0'.
  const rated = match.result !== 'aborted' && before !== null && after !== null;
  return (
    <li className={`match-history__row match-history__row--${match.result}`} data-match-id={match.id}>
      <span className="match-history__result">{RESULT_TEXT[match.result]}</span>
      <span className="match-history__opponent">
        vs <Link to={`/user/${match.opponent.id}`}>{match.opponent.username}</Link>
      </span>
      <span className="match-history__mode">{MODE_TEXT[match.game_mode]}</span>
      <span className="match-history__rating">
        {rated ? `${after} (${ratingChangeText(before, after)})` : '—'}
      </span>
      <span className="match-history__turns">
        {match.turns} {match.turns === 1 ? 'turn' : 'turns'}
      </span>
      <time className="match-history__date" dateTime={match.ended_at}>
        {new Date(match.ended_at).toLocaleDateString()}
      </time>
      <span className="match-history__actions">
        <Link to={replayPath(match.id)} aria-label={`Replay of the match against ${match.opponent.username}`}>
          Replay
        </Link>
      </span>
    </li>
  );
}

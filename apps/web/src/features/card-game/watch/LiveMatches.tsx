import { Link } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { useLoad } from '@/hooks/use-load';
import { fetchLiveMatches, watchPath } from '../shared';

/** How many live matches the lobby lists. */
const SHOWN = 10;

/** The lobby's 'Watch live' list: matches being played now, newest first, each with a Watch link. */
export function LiveMatches() {
  const load = useLoad((signal) => fetchLiveMatches(signal), []);
  return (
    <section className="card-lobby__section" aria-labelledby="watch-live-title">
      <h2 id="watch-live-title" className="card-lobby__section-title">
        Watch live
      </h2>
      <Loaded
        load={load}
        loading="Loading live matches..."
        failed="Could not load the live matches"
        empty={{
          when: (answer) => answer.matches.length === 0,
          show: <p className="card-lobby__muted">No matches being played right now.</p>,
        }}
      >
        {({ matches }) => (
          <ul className="live-matches">
            {matches.slice(0, SHOWN).map((match) => (
              <li key={match.id} className="live-match" data-match-id={match.id}>
                <span className={`mode-badge mode-badge--${match.game_mode}`}>
                  {match.game_mode === 'blitz' ? 'Blitz' : 'Async'}
                </span>
                <span className="live-match__players">
                  <strong>{match.player_a.username}</strong> ({match.player_a.rating}) vs{' '}
                  <strong>{match.player_b.username}</strong> ({match.player_b.rating})
                </span>
                <span className="live-match__facts">
                  Turn {match.turn_count} · {match.spectators} watching
                </span>
                <Link to={watchPath(match.id)} className="btn btn--ghost btn--sm">
                  Watch
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchLeaderboard } from './api';

/** /leaderboard: the memory game's top 10 and, when logged in and outside them, where I stand (product spec 3 §2). */
export function LeaderboardPage() {
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const board = useLoad(fetchLeaderboard, [me?.id]);

  return (
    <div className="page leaderboard-page">
      <title>{`Leaderboard | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">Memory Game Leaderboard</h1>
        <p className="page-header__subtitle">
          Each player's best score. Equal scores: whoever got there first.
        </p>
      </header>
      <Loaded
        load={board}
        loading="Loading the leaderboard..."
        failed={(error) => `Error: ${errorMessage(error, 'Failed to fetch leaderboard')}`}
        empty={whenNo(
          'leaderboard',
          <MessageState
            emoji="🏆"
            title="No scores yet."
            actions={
              <Link to="/game" className="btn btn--gradient">
                Be the first to play
              </Link>
            }
          />,
        )}
      >
        {({ leaderboard, me: mine }) => (
          <>
            <ol className="leaderboard">
              {leaderboard.map((entry) => (
                <li
                  key={entry.user_id}
                  className={`leaderboard__row${entry.user_id === me?.id ? ' is-me' : ''}`}
                  aria-current={entry.user_id === me?.id ? 'true' : undefined}
                >
                  <span className="leaderboard__rank">#{entry.rank}</span>
                  <Link to={`/user/${entry.user_id}`} className="leaderboard__name">
                    {entry.username}
                  </Link>
                  <strong className="leaderboard__score">{entry.score}</strong>
                </li>
              ))}
            </ol>
            {mine && mine.rank > 10 ? (
              <p className="leaderboard__mine">
                You are #{mine.rank} with {mine.score} points.
              </p>
            ) : null}
            <p className="leaderboard__play">
              <Link to="/game" className="btn btn--outline">
                Play the Memory Game
              </Link>
            </p>
          </>
        )}
      </Loaded>
    </div>
  );
}

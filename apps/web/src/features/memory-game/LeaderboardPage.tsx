import { Link, useSearchParams } from 'react-router-dom';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import { CardLeaderboard } from '@/features/card-ratings';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchLeaderboard } from './api';

/** The leaderboards' tabs (`?tab=`): the memory game's, and the card battle's ratings in each mode. */
const TABS = [
  { id: 'memory', label: 'Memory', title: 'Memory Game Leaderboard' },
  { id: 'blitz', label: 'Blitz', title: 'Blitz Leaderboard' },
  { id: 'async', label: 'Async', title: 'Async Leaderboard' },
] as const;

/**
 * /leaderboard: the memory game's top 10 and, when logged in and outside them, where I stand (product spec 3 §2);
 * the Blitz and Async tabs rank card battle ratings.
 */
export function LeaderboardPage() {
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const [params] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.id === params.get('tab')) ?? TABS[0];

  return (
    <div className="page leaderboard-page">
      <title>{`Leaderboard | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">{tab.title}</h1>
        <p className="page-header__subtitle">
          {tab.id === 'memory'
            ? "Each player's best score. Equal scores: whoever got there first."
            : 'Card battle ratings (Glicko-2). Provisional ratings are not listed until settled.'}
        </p>
      </header>
      <nav className="leaderboard-tabs" aria-label="Leaderboards">
        {TABS.map((candidate) => (
          <Link
            key={candidate.id}
            to={candidate.id === 'memory' ? '/leaderboard' : `/leaderboard?tab=${candidate.id}`}
            className={`leaderboard-tabs__tab${candidate.id === tab.id ? ' is-active' : ''}`}
            aria-current={candidate.id === tab.id ? 'page' : undefined}
          >
            {candidate.label}
          </Link>
        ))}
      </nav>
      {tab.id === 'memory' ? (
        <MemoryLeaderboard myId={me?.id} />
      ) : (
        <CardLeaderboard mode={tab.id} myId={me?.id} />
      )}
    </div>
  );
}

/** The memory game's top 10, and where I stand when outside them. */
function MemoryLeaderboard({ myId }: { myId: number | undefined }) {
  const board = useLoad(fetchLeaderboard, [myId]);
  return (
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
                className={`leaderboard__row${entry.user_id === myId ? ' is-me' : ''}`}
                aria-current={entry.user_id === myId ? 'true' : undefined}
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
  );
}

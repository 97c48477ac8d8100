import { Link } from 'react-router-dom';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { useLoad } from '@/hooks/use-load';
import { fetchCardLeaderboard } from './api';

/** A card battle mode's leaderboard: the top 100 members whose rating is no longer provisional. */
export function CardLeaderboard({ mode, myId }: { mode: 'blitz' | 'async'; myId: number | undefined }) {
  const board = useLoad((signal) => fetchCardLeaderboard(mode, signal), [mode]);
  return (
    <Loaded
      load={board}
      loading="Loading the leaderboard..."
      failed="Failed to fetch leaderboard"
      empty={whenNo(
        'players',
        <MessageState
          emoji="🃏"
          title="No rated players yet."
          actions={
            <Link to="/card-game-lobby" className="btn btn--gradient">
              Play the Card Battle
            </Link>
          }
        />,
      )}
    >
      {({ players }) => (
        <ol className="leaderboard card-leaderboard" data-mode={mode}>
          {players.map((player, index) => (
            <li
              key={player.user_id}
              className={`leaderboard__row${player.user_id === myId ? ' is-me' : ''}`}
              aria-current={player.user_id === myId ? 'true' : undefined}
            >
              <span className="leaderboard__rank">#{index + 1}</span>
              <Link to={`/user/${player.user_id}`} className="leaderboard__name">
                {player.username}
              </Link>
              <span className="card-leaderboard__record">
                {player.wins}/{player.games} won
              </span>
              <strong className="leaderboard__score">{player.rating}</strong>
            </li>
          ))}
        </ol>
      )}
    </Loaded>
  );
}

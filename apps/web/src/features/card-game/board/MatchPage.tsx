import { JOIN_FAILURE } from '@app/contracts';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { LOBBY_PATH } from '../shared';
import { GameErrorBoundary } from './GameErrorBoundary';
import { MatchBoard } from './MatchBoard';
import { MatchPageFailure, MatchPageLoading } from './MatchPageStates';
import { useMatchStore, useOpenedMatch } from './match-store';

/**
 * /card-game/:matchId and /card-match?matchId= (product spec 3 §2): the match board. Without a match id it goes to
 * the lobby; without a logged-in member it asks to log in.
 */
export function MatchPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const matchId = (params.matchId ?? search.get('matchId') ?? '').trim();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const token = useAuthStore((state) => state.token);

  if (!matchId) return <Navigate to={LOBBY_PATH} replace />;
  if (!loggedIn || !token) {
    return (
      <div className="match-page">
        <title>{`Card Battle | ${SITE_NAME}`}</title>
        <LoginRequired
          title="Please log in to play"
          level={1}
          label="Log in"
          large={false}
          actions={
            <Link to={LOBBY_PATH} className="btn btn--ghost">
              Back to Lobby
            </Link>
          }
        >
          Log in to see this match and make your move.
        </LoginRequired>
      </div>
    );
  }
  return (
    <GameErrorBoundary>
      <MatchConnection key={`${matchId}:${token}`} matchId={matchId} token={token} />
    </GameErrorBoundary>
  );
}

function MatchConnection({ matchId, token }: { matchId: string; token: string }) {
  const open = useMatchStore((state) => state.open);
  const close = useMatchStore((state) => state.close);
  const { view, fatalError } = useOpenedMatch(matchId);
  const connection = useMatchStore((state) => state.connection);

  useEffect(() => {
    open(matchId, token);
    return () => close();
  }, [matchId, token, open, close]);

  if (fatalError) {
    const notAPlayer = fatalError.code === JOIN_FAILURE.notAPlayer;
    return (
      <MatchPageFailure pageName="Card Battle" emoji={notAPlayer ? '🚫' : '🤷'} title={fatalError.text}>
        {notAPlayer ? 'Only the two players of a match can open its board.' : null}
      </MatchPageFailure>
    );
  }
  if (!view) {
    const text = connection === 'reconnecting' ? 'Reconnecting...' : 'Loading game...';
    return <MatchPageLoading pageName="Card Battle" text={text} />;
  }
  return <MatchBoard />;
}

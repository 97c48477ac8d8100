import { JOIN_FAILURE } from '@app/contracts';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import {
  BattleLog,
  MatchPageFailure,
  MatchPageLoading,
  SpectatorCount,
  useCardCatalogue,
  useMatchStore,
  useOpenedMatch,
} from '../board';
import { type MatchViewMessage, replayPath } from '../shared';
import { resultText } from './outcome';
import { MatchHeading, PlayerBoards } from './PlayerBoard';

const PAGE_NAME = 'Watching a Card Battle';

/**
 * /card-game/:matchId/watch: a match as a spectator sees it, live: both boards with both hands face down and
 * the battle log. Anyone may watch (logged in or not), except a member blocked by either player.
 */
export function WatchPage() {
  const matchId = (useParams().matchId ?? '').trim();
  const token = useAuthStore((state) => state.token) ?? '';
  const open = useMatchStore((state) => state.open);
  const close = useMatchStore((state) => state.close);
  const { view, fatalError } = useOpenedMatch(matchId);

  useEffect(() => {
    open(matchId, token, true);
    return () => close();
  }, [matchId, token, open, close]);

  if (fatalError) {
    const text = fatalError.code === JOIN_FAILURE.matchNotFound ? 'Match not found' : fatalError.text;
    return <MatchPageFailure pageName={PAGE_NAME} emoji="🤷" title={text} />;
  }
  if (!view) return <MatchPageLoading pageName={PAGE_NAME} text="Loading game..." />;
  return (
    <div className="match-page">
      <title>{`${PAGE_NAME} | ${SITE_NAME}`}</title>
      <SpectatorBoard view={view} />
    </div>
  );
}

function SpectatorBoard({ view }: { view: MatchViewMessage }) {
  const log = useMatchStore((state) => state.board.log);
  const catalogue = useCardCatalogue();
  const finished = view.gameStatus !== 'in_progress';
  const names = { a: view.playerA.username, b: view.playerB.username };
  return (
    <div className="watch" data-testid="spectator-board">
      <header className="watch__header">
        <MatchHeading names={names} mode={view.gameMode} />
        <SpectatorCount />
        <p className="watch__status" role="status">
          {finished
            ? `Game Over · ${resultText(view, names)}`
            : `Watching live · Turn ${view.turnCount}: ${view.currentTurn === 'player_a' ? names.a : names.b} to play`}
        </p>
        {finished ? (
          <Link to={replayPath(view.matchId)} className="btn btn--ghost btn--sm">
            Watch the replay
          </Link>
        ) : null}
      </header>
      <PlayerBoards
        boards={view}
        onTurn={finished ? null : view.currentTurn}
        catalogue={catalogue}
        handShown={false}
      />
      <BattleLog log={log} />
    </div>
  );
}

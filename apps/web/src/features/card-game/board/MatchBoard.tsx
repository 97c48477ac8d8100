import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/Modal';
import { SITE_NAME } from '@/config/site';
import { MatchRatingLine } from '@/features/card-ratings';
import type { GameOverText, MatchViewMessage } from '../shared';
import {
  DEFAULT_NAMES,
  gameOverText,
  LOBBY_PATH,
  opponentName,
  replayPath,
  turnText,
  useScrolledPast,
} from '../shared';
import { BlitzTimer, useBlitzClock } from './BlitzTimer';
import { BattleLog, EnergyValue, PlayedCards } from './board-parts';
import { useCardCatalogue } from './cards';
import { Hand } from './Hand';
import { displayedView, isMyTurn, me, opponent } from './match-reducer';
import { useMatchStore } from './match-store';
import { MyPanel, OpponentArea, OpponentPanel } from './PlayerPanels';
import { RematchControls } from './RematchControls';
import { SpectatorCount } from './SpectatorCount';

/** product spec 3 §2: sticky stats after 50 px of scroll on small screens. */
const STICKY_AFTER_PX = 50;

/** The match board (product spec 3 §2): banner and timer, both players' stats, played cards, my hand and actions. */
export function MatchBoard() {
  const board = useMatchStore((state) => state.board);
  const view = useMemo(() => displayedView(board), [board]);
  const connection = useMatchStore((state) => state.connection);
  const catalogue = useCardCatalogue();
  if (!view) return null;

  const you = me(view);
  const theirName = opponentName(view);
  const finished = view.gameStatus !== 'in_progress';
  const myTurn = isMyTurn(view);
  const pendingIndex = board.pending ? you.playedCards.length - 1 : undefined;

  return (
    <div className={`match match--${view.gameMode}${finished ? ' match--finished' : ''}`}>
      <title>{`${myTurn ? `${turnText(view)} · ` : ''}Card Battle vs ${theirName} | ${SITE_NAME}`}</title>
      <MobileStats view={view} />
      <MatchHeader view={view} />

      {connection === 'reconnecting' || connection === 'connecting' ? (
        <p className="match__reconnecting" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" /> Reconnecting...
        </p>
      ) : null}

      <div className="match__grid">
        <aside className="match__left" aria-labelledby="my-stats-title">
          <MyPanel view={view} />
          <BattleLog log={board.log} />
        </aside>

        <section className="match__centre" aria-label="Board">
          <OpponentArea view={view} />
          <div className="centre-board">
            <PlayedCards
              title="Your Played Cards:"
              cards={you.playedCards}
              catalogue={catalogue}
              {...(pendingIndex !== undefined ? { pendingIndex } : {})}
            />
            <PlayedCards
              title="Opponent Played Cards:"
              cards={opponent(view).playedCards}
              catalogue={catalogue}
            />
          </div>
        </section>

        <aside className="match__right" aria-labelledby="opponent-stats-title">
          <OpponentPanel view={view} />
        </aside>

        <Hand view={view} />
      </div>

      <Alerts />
      <Announcer />
      <GameOverDialog view={view} />
    </div>
  );
}

/** Who plays whom in which mode, whose turn it is and the blitz clock (the way back is in the site's bar). */
function MatchHeader({ view }: { view: MatchViewMessage }) {
  return (
    <header className="match__header">
      <div className="match__heading">
        <h1 className="match__title">
          {DEFAULT_NAMES.you} <span className="match__vs">vs</span> {opponentName(view)}
        </h1>
        <span className={`mode-badge mode-badge--${view.gameMode}`}>
          {view.gameMode === 'blitz' ? 'Blitz' : 'Async'}
        </span>
      </div>
      <TurnBanner view={view} />
      <SpectatorCount />
      <BlitzTimer view={view} />
    </header>
  );
}

function TurnBanner({ view }: { view: MatchViewMessage }) {
  if (view.gameStatus !== 'in_progress') {
    const result = gameOverText(view);
    return (
      <div className={`turn-banner turn-banner--over turn-banner--${result.outcome}`}>
        <span>Game Over · {result.title}</span>
        <Link to={LOBBY_PATH} className="btn btn--sm btn--ghost">
          Back to Lobby
        </Link>
      </div>
    );
  }
  const mine = isMyTurn(view);
  return (
    <div className={`turn-banner turn-banner--${mine ? 'mine' : 'theirs'}`} data-testid="turn-banner">
      {turnText(view)}
    </div>
  );
}

const OUTCOME_EMOJI: Record<GameOverText['outcome'], string> = {
  won: '🏆',
  tie: '🤝',
  lost: '💸',
  aborted: '🚫',
};

function GameOverDialog({ view }: { view: MatchViewMessage }) {
  const finished = view.gameStatus !== 'in_progress';
  const [dismissed, setDismissed] = useState(false);
  if (!finished) return null;
  const result = gameOverText(view);
  const you = me(view);
  const them = opponent(view);
  return (
    <Modal
      open={!dismissed}
      onClose={() => setDismissed(true)}
      title={result.title}
      className={`game-dialog game-over game-over--${result.outcome}`}
      footer={
        <>
          <Link to={LOBBY_PATH} className="btn btn--ghost">
            Back to Lobby
          </Link>
          <Link to={LOBBY_PATH} className="btn btn--gradient">
            Play Again
          </Link>
        </>
      }
    >
      <div className="game-over__emoji" aria-hidden="true">
        {OUTCOME_EMOJI[result.outcome]}
      </div>
      <p className="game-over__reason" data-win-reason={view.winReason ?? ''}>
        {result.reason}
      </p>
      <p className="game-over__score">
        Buy Power: you {you.buyPower} · {opponentName(view)} {them.buyPower}
      </p>
      {/* An aborted match's reason already says it changed no rating. */}
      {result.outcome === 'aborted' ? null : (
        <MatchRatingLine matchId={view.matchId} userId={view.playerId} />
      )}
      <RematchControls view={view} />
      <p className="game-over__replay">
        <Link to={replayPath(view.matchId)}>Watch the replay</Link>
      </p>
    </Modal>
  );
}

function MobileStats({ view }: { view: MatchViewMessage }) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const barRef = useRef<HTMLDivElement>(null);
  const you = me(view);
  const them = opponent(view);
  // Sticks just under the site's own sticky header.
  useEffect(() => {
    if (!sticky) return;
    const header = document.querySelector('.site-header');
    const top =
      header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
    barRef.current?.style.setProperty('--match-sticky-top', `${Math.round(top)}px`);
  }, [sticky]);
  return (
    <div ref={barRef} className={`match-stats-bar${sticky ? ' is-sticky' : ''}`} aria-hidden="true">
      <span className="match-stats-bar__item">
        <span className="match-stats-bar__label">BP</span> {you.buyPower}
      </span>
      <span className="match-stats-bar__item">
        <span className="match-stats-bar__label">ENERGY</span> <EnergyValue player={you} />
      </span>
      <span className="match-stats-bar__item">
        <span className="match-stats-bar__label">OPP BP</span> {them.buyPower}
      </span>
      {view.gameMode === 'blitz' ? <MobileTime view={view} /> : null}
    </div>
  );
}

function MobileTime({ view }: { view: MatchViewMessage }) {
  const clock = useBlitzClock(view);
  return (
    <span className={`match-stats-bar__item match-stats-bar__time--${clock.level}`}>
      <span className="match-stats-bar__label">TIME</span> {clock.visible ? clock.text : '--'}
    </span>
  );
}

/** Card play alerts (product spec 3 §8) in an alert region, dismissed after a few seconds or by hand. */
function Alerts() {
  const alert = useMatchStore((state) => state.alert);
  const dismiss = useMatchStore((state) => state.dismissAlert);
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!alert) return;
    // Shown just under the site's sticky header, wherever the page is scrolled.
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    regionRef.current?.style.setProperty('--alert-top', `${Math.max(0, Math.round(header)) + 12}px`);
    const timer = setTimeout(dismiss, 4000);
    return () => clearTimeout(timer);
  }, [alert, dismiss]);
  return (
    <div ref={regionRef} className="match-alert-region" role="alert">
      {alert ? (
        <div key={alert.id} className="match-alert">
          <span>{alert.text}</span>
          <button type="button" className="match-alert__close" aria-label="Dismiss" onClick={dismiss}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Announcer() {
  const announcement = useMatchStore((state) => state.announcement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}

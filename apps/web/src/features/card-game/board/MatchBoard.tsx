import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/Modal';
import { SITE_NAME } from '@/config/site';
import { ManageDecksButton } from '@/features/deck-manager';
import { ReportDialog } from '@/features/moderation';
import type { MatchViewMessage } from '../shared';
import { DEFAULT_NAMES, gameOverText, LOBBY_PATH, opponentName, turnText, useScrolledPast } from '../shared';
import { BlitzTimer, useBlitzClock } from './BlitzTimer';
import {
  BattleLog,
  CombatLayer,
  cardImage,
  cardName,
  Effects,
  EnergyValue,
  HiddenHand,
  HpBar,
  PlayedCards,
  StatRow,
  TimeoutsValue,
  useShaking,
  withKeys,
} from './board-parts';
import { useCardCatalogue } from './cards';
import { canPlay, displayedView, isMyTurn, me, opponent, playCost } from './match-reducer';
import { useMatchStore } from './match-store';

/** product spec 3 §2: sticky stats after 50 px of scroll on small screens. */
const STICKY_AFTER_PX = 50;

/** The match board (product spec 3 §2): banner and timer, both players' stats, played cards, my hand and actions. */
export function MatchBoard() {
  const board = useMatchStore((state) => state.board);
  const view = useMemo(() => displayedView(board), [board]);
  const connection = useMatchStore((state) => state.connection);
  const catalogue = useCardCatalogue();
  const meShaking = useShaking('me');
  if (!view) return null;

  const you = me(view);
  const them = opponent(view);
  const theirName = opponentName(view);
  const blitz = view.gameMode === 'blitz';
  const finished = view.gameStatus !== 'in_progress';
  const myTurn = isMyTurn(view);
  const myTimeouts = view.you === 'player_a' ? view.playerATimeouts : view.playerBTimeouts;
  const theirTimeouts = view.you === 'player_a' ? view.playerBTimeouts : view.playerATimeouts;
  const pendingIndex = board.pending ? you.playedCards.length - 1 : undefined;

  return (
    <div className={`match match--${view.gameMode}${finished ? ' match--finished' : ''}`}>
      <title>{`${myTurn ? `${turnText(view)} · ` : ''}Card Battle vs ${theirName} | ${SITE_NAME}`}</title>
      <MobileStats view={view} />

      <header className="match__header">
        <div className="match__heading">
          <Link to={LOBBY_PATH} className="match__back">
            <span aria-hidden="true">←</span> Lobby
          </Link>
          <h1 className="match__title">
            {DEFAULT_NAMES.you} <span className="match__vs">vs</span> {theirName}
          </h1>
          <span className={`mode-badge mode-badge--${view.gameMode}`}>{blitz ? 'Blitz' : 'Async'}</span>
        </div>
        <TurnBanner view={view} />
        <BlitzTimer view={view} />
      </header>

      {connection === 'reconnecting' || connection === 'connecting' ? (
        <p className="match__reconnecting" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" /> Reconnecting...
        </p>
      ) : null}

      <div className="match__grid">
        <aside className="match__left" aria-labelledby="my-stats-title">
          <section className={`player-panel player-panel--me${meShaking ? ' is-shaking' : ''}`}>
            <CombatLayer side="me" />
            <h2 id="my-stats-title" className="panel-title">
              {DEFAULT_NAMES.you}
            </h2>
            <HpBar player={you} label="Your" />
            <dl className="stats">
              <StatRow label="Armor" value={you.armor} />
              <StatRow label="Shield" value={you.shield} />
              <StatRow label="Buy Power" value={<strong className="bp">{you.buyPower}</strong>} />
              <StatRow label="Energy" value={<EnergyValue player={you} />} />
              <StatRow label="Deck" value={you.deckCount} />
            </dl>
            {blitz ? <TimeoutsValue timeouts={myTimeouts} /> : null}
            <Effects player={you} />
          </section>
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
            <PlayedCards title="Opponent Played Cards:" cards={them.playedCards} catalogue={catalogue} />
          </div>
        </section>

        <aside className="match__right" aria-labelledby="opponent-stats-title">
          <section className="player-panel player-panel--opponent">
            <h2 id="opponent-stats-title" className="panel-title">
              {theirName}
            </h2>
            <HpBar player={them} label="Opponent" />
            <dl className="stats">
              <StatRow label="Armor" value={them.armor} />
              <StatRow label="Shield" value={them.shield} />
              <StatRow label="Buy Power" value={<strong className="bp">{them.buyPower}</strong>} />
            </dl>
            {blitz ? <TimeoutsValue timeouts={theirTimeouts} /> : null}
            <Effects player={them} />
            <ReportOpponent id={Number(them.id)} name={theirName} />
          </section>
        </aside>

        <Hand view={view} />
      </div>

      <Alerts />
      <Announcer />
      <GameOverDialog view={view} />
    </div>
  );
}

/** Report the opponent to the moderators without leaving the game (product spec 2 §2). */
function ReportOpponent({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm player-panel__report"
        onClick={() => setOpen(true)}
      >
        Report player
      </button>
      <ReportDialog open={open} onClose={() => setOpen(false)} target={{ type: 'user', id, name }} />
    </>
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

function OpponentArea({ view }: { view: MatchViewMessage }) {
  const them = opponent(view);
  const shaking = useShaking('opponent');
  return (
    <section
      className={`opponent-area${shaking ? ' is-shaking' : ''}`}
      aria-label={`${opponentName(view)}'s side`}
    >
      <CombatLayer side="opponent" />
      <div className="opponent-area__who">
        <span className="opponent-area__avatar" aria-hidden="true">
          🧑‍💼
        </span>
        <div>
          <p className="opponent-area__name">{opponentName(view)}</p>
          <p className="opponent-area__meta">
            {them.handCount} in hand · {them.deckCount} in deck · BP {them.buyPower}
          </p>
        </div>
      </div>
      <HiddenHand player={them} />
    </section>
  );
}

function Hand({ view }: { view: MatchViewMessage }) {
  const catalogue = useCardCatalogue();
  const playCard = useMatchStore((state) => state.playCard);
  const endTurn = useMatchStore((state) => state.endTurn);
  const endTurnPending = useMatchStore((state) => state.endTurnPending);
  const pending = useMatchStore((state) => state.board.pending);
  const [confirmForfeit, setConfirmForfeit] = useState(false);
  const you = me(view);
  const myTurn = isMyTurn(view);
  const inProgress = view.gameStatus === 'in_progress';

  return (
    <section className="hand-area" aria-labelledby="hand-title">
      <div className="hand-area__top">
        <h2 id="hand-title" className="panel-title">
          Your Hand <span className="count-pill">{you.hand.length}</span>
        </h2>
        <div className="hand-area__actions">
          <button
            type="button"
            className="btn btn--gradient"
            disabled={!myTurn || endTurnPending}
            onClick={endTurn}
          >
            End Turn
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={!inProgress}
            onClick={() => setConfirmForfeit(true)}
          >
            Forfeit
          </button>
          <ManageDecksButton className="btn btn--ghost" />
        </div>
      </div>
      {you.hand.length === 0 ? (
        <p className="hand__empty">Your hand is empty.</p>
      ) : (
        <ul className="hand" aria-label="Cards in your hand">
          {withKeys(you.hand).map(({ cardId, key }) => {
            const card = catalogue.get(cardId);
            const cost = card?.cost ?? 1;
            const playable = inProgress && !pending && canPlay(view, cost);
            const name = cardName(catalogue, cardId);
            const costText = playCost(view, cost) === 0 && cost > 0 ? 'free' : `cost ${cost}`;
            return (
              <li key={key}>
                <button
                  type="button"
                  className={`hand-card${playable ? ' is-playable' : ''}`}
                  aria-disabled={!playable}
                  aria-label={`${name}, ${costText}${playable ? ', playable' : ''}`}
                  aria-describedby={card ? `card-desc-${cardId}` : undefined}
                  data-card-id={cardId}
                  onClick={() => playCard(cardId)}
                >
                  <img
                    src={cardImage(catalogue, cardId)}
                    alt=""
                    width={200}
                    height={280}
                    className="hand-card__image"
                  />
                  <span className="hand-card__name">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div hidden>
        {[...new Set(you.hand)].map((cardId) => {
          const card = catalogue.get(cardId);
          return card ? (
            <span key={cardId} id={`card-desc-${cardId}`}>
              {card.description}
            </span>
          ) : null;
        })}
      </div>
      <ForfeitDialog open={confirmForfeit} onClose={() => setConfirmForfeit(false)} />
    </section>
  );
}

function ForfeitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const forfeit = useMatchStore((state) => state.forfeit);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Forfeit this game?"
      className="game-dialog"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Keep Playing
          </button>
          <button
            type="button"
            className="btn btn--gradient"
            onClick={() => {
              forfeit();
              onClose();
            }}
          >
            Forfeit Game
          </button>
        </>
      }
    >
      <p>Your opponent wins this game and you get no reward point. This cannot be undone.</p>
    </Modal>
  );
}

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
        {result.outcome === 'won' ? '🏆' : result.outcome === 'tie' ? '🤝' : '💸'}
      </div>
      <p className="game-over__reason" data-win-reason={view.winReason ?? ''}>
        {result.reason}
      </p>
      <p className="game-over__score">
        Buy Power: you {you.buyPower} · {opponentName(view)} {them.buyPower}
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

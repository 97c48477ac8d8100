import {
  ASYNC_TURN_SECONDS,
  BLITZ_TURN_SECONDS,
  type GameMode,
  MAX_ASYNC_GAMES,
  WIN_REWARD_POINTS,
} from '@app/game-rules';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoginRequiredNote } from '@/components/ui/LoginRequired';
import { Spinner } from '@/components/ui/Spinner';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { MemberRatings } from '@/features/card-ratings';
import { ManageDecksButton } from '@/features/deck-manager';
import { PushButton } from '@/features/notifications';
import { GameGuide } from '../guide';
import type { ActiveGame } from '../shared';
import { DEFAULT_NAMES, formatCountdown, matchPath, TURN_EXPIRED, TURN_TEXT, useNow } from '../shared';
import { LiveMatches } from '../watch';
import { type Search, useLobbyStore } from './lobby-store';
import { LOBBY_TEXT, MODE_LABEL } from './lobby-texts';

/** /card-game-lobby (product spec 3 §2, product spec 3 §4 Matchmaking): my games, the two queues, the guide and Manage Decks. */
export function CardGameLobbyPage() {
  const token = useAuthStore((state) => state.token);
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const start = useLobbyStore((state) => state.start);
  const stop = useLobbyStore((state) => state.stop);
  const foundMatchId = useLobbyStore((state) => state.foundMatchId);
  const error = useLobbyStore((state) => state.error);
  const userId = useAuthStore((state) => state.user?.id);
  const navigate = useNavigate();

  useEffect(() => {
    start(loggedIn ? token : null);
    return () => stop();
  }, [loggedIn, token, start, stop]);

  useEffect(() => {
    if (foundMatchId) navigate(matchPath(foundMatchId));
  }, [foundMatchId, navigate]);

  return (
    <div className="card-lobby">
      <title>{`Card Game Lobby | ${SITE_NAME}`}</title>
      <header className="card-lobby__header">
        <div>
          <h1 className="card-lobby__title">Card Game Lobby</h1>
          <p className="card-lobby__lead">
            Race to 10 Buy Power in a two-player card battle. Play fast in Blitz or take your time in Async.
          </p>
        </div>
        <div className="card-lobby__header-actions">
          <ManageDecksButton />
          <Link to="/" className="btn btn--ghost">
            Back to Home
          </Link>
        </div>
      </header>

      {error ? (
        <p className="card-lobby__error" role="alert">
          {error}
        </p>
      ) : null}

      <PushButton />
      {loggedIn && userId !== undefined ? <MemberRatings userId={userId} title="Your Rating" /> : null}
      {loggedIn ? <ActiveGames /> : null}
      <StartNewGame loggedIn={loggedIn} />
      <LiveMatches />
      <GameGuide />
    </div>
  );
}

function ActiveGames() {
  const games = useLobbyStore((state) => state.games);
  const loaded = useLobbyStore((state) => state.gamesLoaded);
  const userId = useAuthStore((state) => state.user?.id);
  const refresh = useLobbyStore((state) => state.refresh);
  const now = useNow(1000);
  useRefreshWhenVisible(refresh);
  return (
    <section className="card-lobby__section" aria-labelledby="active-games-title">
      <h2 id="active-games-title" className="card-lobby__section-title">
        Your Active Games <span className="count-pill">{games.length}</span>
      </h2>
      {!loaded ? (
        <p className="card-lobby__muted">Loading your games...</p>
      ) : games.length === 0 ? (
        <p className="card-lobby__muted">No active games. Join a queue below to start one.</p>
      ) : (
        <ul className="active-games">
          {games.map((game) => (
            <ActiveGameItem key={game.id} game={game} userId={userId} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Browsers slow a hidden tab's timers down: a tab coming back asks for its games at once. */
function useRefreshWhenVisible(refresh: () => Promise<void>) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);
}

function ActiveGameItem({ game, userId, now }: { game: ActiveGame; userId: unknown; now: number }) {
  const iAmA = String(game.player_a) === String(userId);
  const opponent = (iAmA ? game.player_b_username : game.player_a_username) || DEFAULT_NAMES.opponent;
  const mine = game.current_turn === (iAmA ? 'player_a' : 'player_b');
  const deadline = Date.parse(game.turn_deadline);
  const left = formatCountdown(Number.isFinite(deadline) ? deadline - now : 0);
  const mode = game.game_mode === 'async' ? 'async' : 'blitz';
  return (
    <li className={`active-game${mine ? ' active-game--mine' : ''}`}>
      <span className={`mode-badge mode-badge--${mode}`}>{MODE_LABEL[mode]}</span>
      <span className="active-game__opponent">
        vs <strong>{opponent}</strong>
      </span>
      <span className={`turn-pill turn-pill--${mine ? 'mine' : 'theirs'}`}>
        {mine ? TURN_TEXT.mine : TURN_TEXT.theirs}
      </span>
      <span className={`active-game__time${left === TURN_EXPIRED ? ' is-expired' : ''}`}>
        {left === TURN_EXPIRED ? left : `${left} left`}
      </span>
      <Link to={matchPath(game.id)} className="btn btn--gradient btn--sm active-game__continue">
        Continue Game
      </Link>
    </li>
  );
}

const MODE_DETAILS: Record<GameMode, { icon: string; facts: string[] }> = {
  blitz: {
    icon: '⚡',
    facts: [`${BLITZ_TURN_SECONDS}-second turns`, `${WIN_REWARD_POINTS} reward point`, 'About 5-10 minutes'],
  },
  async: {
    icon: '📬',
    facts: [`${ASYNC_TURN_SECONDS / 3600}-hour turns`, `${WIN_REWARD_POINTS} reward point`, 'Multi-day'],
  },
};

function StartNewGame({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section className="card-lobby__section" aria-labelledby="start-new-title">
      <h2 id="start-new-title" className="card-lobby__section-title">
        Start New Game
      </h2>
      <div className="mode-cards">
        <ModeCard mode="blitz" loggedIn={loggedIn} />
        <ModeCard mode="async" loggedIn={loggedIn} />
      </div>
    </section>
  );
}

function ModeCard({ mode, loggedIn }: { mode: GameMode; loggedIn: boolean }) {
  const queue = useLobbyStore((state) =>
    mode === 'blitz' ? state.queue.blitzQueue : state.queue.asyncQueue,
  );
  const asyncGames = useLobbyStore(
    (state) => state.games.filter((game) => game.game_mode === 'async').length,
  );
  const search = useLobbyStore((state) => state.search);
  const details = MODE_DETAILS[mode];
  const titleId = `mode-${mode}-title`;
  return (
    <article className={`mode-card mode-card--${mode}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="mode-card__title">
        <span aria-hidden="true">{details.icon}</span> {MODE_LABEL[mode]}
      </h3>
      <ul className="mode-card__facts">
        {details.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        <li>
          In queue: <strong>{queue}</strong>
        </li>
        {mode === 'async' && loggedIn ? (
          <li>
            Your async games:{' '}
            <strong>
              {asyncGames} / {MAX_ASYNC_GAMES}
            </strong>
          </li>
        ) : null}
      </ul>
      {search?.mode === mode ? (
        <Searching search={search} />
      ) : (
        <JoinButton mode={mode} loggedIn={loggedIn} search={search} asyncGames={asyncGames} />
      )}
    </article>
  );
}

function Searching({ search }: { search: Search }) {
  const cancel = useLobbyStore((state) => state.cancelSearch);
  return (
    <div className="mode-card__searching">
      <p className="mode-card__status" role="status">
        <Spinner size="sm" />
        {search.phase === 'joining' ? LOBBY_TEXT.joining(search.mode) : LOBBY_TEXT.waiting(search.mode)}
      </p>
      <button type="button" className="btn btn--outline btn--block" onClick={cancel}>
        Cancel
      </button>
    </div>
  );
}

function JoinButton({
  mode,
  loggedIn,
  search,
  asyncGames,
}: {
  mode: GameMode;
  loggedIn: boolean;
  search: Search | null;
  asyncGames: number;
}) {
  const joinQueue = useLobbyStore((state) => state.joinQueue);
  if (!loggedIn) return <VisitorJoinButton mode={mode} />;
  if (search) {
    return (
      <button type="button" className="btn btn--gradient btn--block" disabled>
        {LOBBY_TEXT.searching(search.mode)}
      </button>
    );
  }
  if (mode === 'async' && asyncGames >= MAX_ASYNC_GAMES) {
    return (
      <button type="button" className="btn btn--gradient btn--block" disabled>
        {LOBBY_TEXT.maxAsync}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn--gradient btn--block" onClick={() => joinQueue(mode)}>
      {LOBBY_TEXT.join(mode)}
    </button>
  );
}

/**
 * A visitor's Join (product spec 3 §5): looks and reads disabled, but stays focusable so tapping it can explain
 * why: 'Please log in to play' under it, with a Log In link that comes back to the lobby (issue 43: no alert).
 */
function VisitorJoinButton({ mode }: { mode: GameMode }) {
  const [prompting, setPrompting] = useState(false);
  const promptId = `join-${mode}-login`;
  return (
    <>
      <button
        type="button"
        className="btn btn--gradient btn--block is-disabled"
        aria-disabled="true"
        aria-describedby={promptId}
        onClick={() => setPrompting(true)}
      >
        {LOBBY_TEXT.pleaseLogIn}
      </button>
      {/* The live region is always there, so a screen reader announces the prompt when it appears. */}
      <div id={promptId} className="mode-card__login" role="status">
        {prompting ? (
          <LoginRequiredNote className="mode-card__login-text" text={LOBBY_TEXT.pleaseLogInToPlay} />
        ) : null}
      </div>
    </>
  );
}

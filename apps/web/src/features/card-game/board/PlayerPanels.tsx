import type { PlayerView } from '@app/game-rules';
import { type ReactNode, useState } from 'react';
import { ReportDialog } from '@/features/moderation';
import type { MatchViewMessage } from '../shared';
import { DEFAULT_NAMES, opponentName } from '../shared';
import {
  CombatLayer,
  Effects,
  EnergyValue,
  HiddenHand,
  HpBar,
  StatRow,
  TimeoutsValue,
  useShaking,
} from './board-parts';
import { me, opponent } from './match-reducer';

/** The stats both players show (product spec 3 §2), and the viewer's own after them. */
function PlayerStats({ player, children }: { player: PlayerView; children?: ReactNode }) {
  return (
    <dl className="stats">
      <StatRow label="Armor" value={player.armor} />
      <StatRow label="Shield" value={player.shield} />
      <StatRow label="Buy Power" value={<strong className="bp">{player.buyPower}</strong>} />
      {children}
    </dl>
  );
}

const timeoutsOf = (view: MatchViewMessage, side: 'me' | 'opponent') =>
  (view.you === 'player_a') === (side === 'me') ? view.playerATimeouts : view.playerBTimeouts;

/** The viewer's panel: hp, stats, energy and deck, blitz timeouts and status effects. */
export function MyPanel({ view }: { view: MatchViewMessage }) {
  const you = me(view);
  const shaking = useShaking('me');
  return (
    <section className={`player-panel player-panel--me${shaking ? ' is-shaking' : ''}`}>
      <CombatLayer side="me" />
      <h2 id="my-stats-title" className="panel-title">
        {DEFAULT_NAMES.you}
      </h2>
      <HpBar player={you} label="Your" />
      <PlayerStats player={you}>
        <StatRow label="Energy" value={<EnergyValue player={you} />} />
        <StatRow label="Deck" value={you.deckCount} />
      </PlayerStats>
      {view.gameMode === 'blitz' ? <TimeoutsValue timeouts={timeoutsOf(view, 'me')} /> : null}
      <Effects player={you} />
    </section>
  );
}

/** The opponent's panel, with a way to report them. */
export function OpponentPanel({ view }: { view: MatchViewMessage }) {
  const them = opponent(view);
  const theirName = opponentName(view);
  return (
    <section className="player-panel player-panel--opponent">
      <h2 id="opponent-stats-title" className="panel-title">
        {theirName}
      </h2>
      <HpBar player={them} label="Opponent" />
      <PlayerStats player={them} />
      {view.gameMode === 'blitz' ? <TimeoutsValue timeouts={timeoutsOf(view, 'opponent')} /> : null}
      <Effects player={them} />
      <ReportOpponent id={Number(them.id)} name={theirName} />
    </section>
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

/** The opponent's side of the board: who they are, their hand's size and deck, face down. */
export function OpponentArea({ view }: { view: MatchViewMessage }) {
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

import type { Card, GameMode, PlayerSlot, PlayerView } from '@app/game-rules';
import { cardName, Effects, EnergyValue, HiddenHand, HpBar, PlayedCards, StatRow, withKeys } from '../board';

interface PlayerBoardProps {
  slot: PlayerSlot;
  player: PlayerView;
  onTurn: boolean;
  catalogue: ReadonlyMap<string, Card>;
  /** A replay shows every hand; a spectator sees them face down. */
  handShown: boolean;
}

/** One player's side as a spectator or a replay shows it: stats, effects, the hand and the cards played. */
export function PlayerBoard({ slot, player, onTurn, catalogue, handShown }: PlayerBoardProps) {
  const titleId = `watch-${slot}-title`;
  return (
    <section className={`watch-player${onTurn ? ' watch-player--on-turn' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        {player.username}
        {onTurn ? <span className="watch-player__turn"> · on turn</span> : null}
      </h2>
      <HpBar player={player} label={player.username} />
      <dl className="stats" data-testid={`stats-${slot}`}>
        <StatRow label="Buy Power" value={player.buyPower} tone="gold" />
        <StatRow label="Energy" value={<EnergyValue player={player} />} />
        <StatRow label="Armor" value={player.armor} />
        <StatRow label="Shield" value={player.shield} />
        <StatRow label="Deck" value={player.deckCount} />
      </dl>
      <Effects player={player} />
      <h3 className="played__title">Hand</h3>
      {handShown ? (
        <ul className="watch-hand" data-testid={`hand-${slot}`}>
          {withKeys(player.hand).map(({ cardId, key }) => (
            <li key={key} className="watch-hand__card" data-card-id={cardId}>
              {cardName(catalogue, cardId)}
            </li>
          ))}
        </ul>
      ) : (
        <HiddenHand player={player} />
      )}
      <PlayedCards title="Played Cards:" cards={player.playedCards} catalogue={catalogue} />
    </section>
  );
}

/** A watched or replayed match's heading: who plays whom, and the mode. */
export function MatchHeading({ names, mode }: { names: { a: string; b: string }; mode: GameMode }) {
  return (
    <>
      <h1 className="match__title">
        {names.a} <span className="match__vs">vs</span> {names.b}
      </h1>
      <span className={`mode-badge mode-badge--${mode}`}>{mode === 'blitz' ? 'Blitz' : 'Async'}</span>
    </>
  );
}

interface PlayerBoardsProps extends Pick<PlayerBoardProps, 'catalogue' | 'handShown'> {
  boards: { playerA: PlayerView; playerB: PlayerView };
  /** Whose turn it is, or null once the match is over. */
  onTurn: PlayerSlot | null;
}

/** Both players' sides, the first player's first. */
export function PlayerBoards({ boards, onTurn, catalogue, handShown }: PlayerBoardsProps) {
  return (
    <div className="watch__boards">
      {(['player_a', 'player_b'] as const).map((slot) => (
        <PlayerBoard
          key={slot}
          slot={slot}
          player={slot === 'player_a' ? boards.playerA : boards.playerB}
          onTurn={onTurn === slot}
          catalogue={catalogue}
          handShown={handShown}
        />
      ))}
    </div>
  );
}

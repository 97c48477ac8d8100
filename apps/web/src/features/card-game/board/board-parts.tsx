import { type BattleLogEntry, type Card, HIDDEN_CARD, type PlayerView } from '@app/game-rules';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { energyLevel, hpLevel, hpPercent, isHpCritical, timeoutsLevel, timeoutsText } from '../shared';
import { fallbackName } from './cards';
import type { CombatEffect, CombatNumber, Side } from './combat';
import { useMatchStore } from './match-store';

type Catalogue = ReadonlyMap<string, Card>;

/** Keys for a list of card ids where copies repeat: `flash-sale#1`, `flash-sale#2`... */
export function withKeys(cardIds: readonly string[]): Array<{ cardId: string; key: string }> {
  const seen = new Map<string, number>();
  return cardIds.map((cardId) => {
    const n = (seen.get(cardId) ?? 0) + 1;
    seen.set(cardId, n);
    return { cardId, key: `${cardId}#${n}` };
  });
}

export const cardName = (catalogue: Catalogue, cardId: string) =>
  catalogue.get(cardId)?.name ?? fallbackName(cardId);

export const cardImage = (catalogue: Catalogue, cardId: string) =>
  catalogue.get(cardId)?.imageUrl || `/cards/${encodeURIComponent(cardId)}.svg`;

/** Floating combat numbers and attack/spell flashes over one side's panel. */
export function CombatLayer({ side }: { side: Side }) {
  const numbers = useMatchStore((state) => state.numbers);
  const effects = useMatchStore((state) => state.effects);
  const mine = numbers.filter((number) => number.side === side);
  const flashes = effects.filter((effect) => effect.side === side);
  return (
    <div className="combat-layer" aria-hidden="true">
      {flashes.map((effect: CombatEffect & { id: number }) => (
        <span key={effect.id} className={`combat-fx combat-fx--${effect.kind}`} />
      ))}
      {mine.map((number: CombatNumber & { id: number }, index) => (
        <span
          key={number.id}
          className={`combat-number combat-number--${number.kind}`}
          style={{ '--float-index': index % 4 } as CSSProperties}
        >
          {number.text}
        </span>
      ))}
    </div>
  );
}

export function useShaking(side: Side): boolean {
  return useMatchStore((state) => state.shaking.includes(side));
}

export function HpBar({ player, label }: { player: PlayerView; label: string }) {
  const percent = hpPercent(player.hp, player.maxHp);
  const level = hpLevel(player.hp, player.maxHp);
  const critical = isHpCritical(player.hp, player.maxHp);
  return (
    <div className="hp">
      <div className="hp__row">
        <span className="hp__label">{label} HP</span>
        <span className="hp__value">
          {player.hp} / {player.maxHp}
        </span>
      </div>
      <div className="hp__track" aria-hidden="true">
        <div className={`hp__fill hp__fill--${level}`} style={{ width: `${percent}%` }} />
      </div>
      {critical ? (
        <p className="hp__critical">
          <span aria-hidden="true">⚠️</span> Critical HP!
        </p>
      ) : null}
    </div>
  );
}

export function StatRow({ label, value, tone }: { label: string; value: ReactNode; tone?: string }) {
  return (
    <div className={`stat${tone ? ` stat--${tone}` : ''}`}>
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value">{value}</dd>
    </div>
  );
}

export function EnergyValue({ player }: { player: PlayerView }) {
  return (
    <span className={`energy energy--${energyLevel(player.energy, player.maxEnergy)}`}>
      {player.energy}/{player.maxEnergy}
    </span>
  );
}

export function TimeoutsValue({ timeouts }: { timeouts: number }) {
  return <span className={`timeouts timeouts--${timeoutsLevel(timeouts)}`}>{timeoutsText(timeouts)}</span>;
}

const BUFF_NAMES: Record<string, string> = { price_lock: 'Price Lock', loyalty_points: 'Loyalty Points' };
const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;

export function Effects({ player }: { player: PlayerView }) {
  const statuses = player.statusEffects ?? [];
  const buffs = player.buffs ?? [];
  if (statuses.length === 0 && buffs.length === 0 && !player.nextCardFree) {
    return <p className="effects__none">No status effects</p>;
  }
  return (
    <ul className="effects" aria-label="Status effects">
      {statuses.map((effect) => (
        <li key={effect.name} className={`effect effect--${effect.type}`}>
          {effect.name}: {effect.type === 'heal' ? '+' : '-'}
          {effect.value} hp, {turns(effect.duration)}
        </li>
      ))}
      {buffs.map((buff) => (
        <li key={buff.id} className="effect effect--buff">
          {BUFF_NAMES[buff.id] ?? buff.id}, {turns(buff.duration)}
        </li>
      ))}
      {player.nextCardFree ? <li className="effect effect--buff">Next card free</li> : null}
    </ul>
  );
}

/** product spec 3 §2: the battle log (last 50), newest at the bottom and kept in view. */
export function BattleLog({ log }: { log: BattleLogEntry[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const last = log.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list && last) list.scrollTop = list.scrollHeight;
  }, [last]);
  return (
    <section className="battle-log" aria-labelledby="battle-log-title">
      <h2 id="battle-log-title" className="panel-title">
        Battle Log
      </h2>
      {log.length === 0 ? (
        <p className="battle-log__empty">Nothing has happened yet.</p>
      ) : (
        // The log role sits on a wrapper: on the <ol> itself it would replace the list its items need.
        <div
          ref={listRef}
          className="battle-log__scroller"
          role="log"
          aria-live="off"
          aria-labelledby="battle-log-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard.
          tabIndex={0}
        >
          <ol className="battle-log__list">
            {log.map((entry) => (
              <li key={entry.id} className={`battle-log__entry battle-log__entry--${entry.action}`}>
                {entry.description}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

export function PlayedCards({
  title,
  cards,
  catalogue,
  pendingIndex,
}: {
  title: string;
  cards: string[];
  catalogue: Catalogue;
  /** Index of a card shown before the server confirmed it. */
  pendingIndex?: number;
}) {
  return (
    <div className="played">
      <h3 className="played__title">{title}</h3>
      {cards.length === 0 ? (
        <p className="played__empty">No cards played yet</p>
      ) : (
        <ul className="played__list">
          {withKeys(cards).map(({ cardId, key }, index) => (
            <li
              key={key}
              className={`played__card${index === pendingIndex ? ' is-pending' : ''}`}
              data-card-id={cardId}
            >
              <img
                src={cardImage(catalogue, cardId)}
                alt={cardName(catalogue, cardId)}
                width={200}
                height={280}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The opponent's hand: a face-down card per hidden entry. */
export function HiddenHand({ player }: { player: PlayerView }) {
  const count = player.handCount ?? player.hand.filter((card) => card === HIDDEN_CARD).length;
  const shown = Math.min(count, 10);
  return (
    <div className="hidden-hand" role="img" aria-label={`${count} cards in hand`}>
      {Array.from({ length: shown }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical face-down placeholders.
        <span key={index} className="hidden-hand__card" />
      ))}
      {count > shown ? <span className="hidden-hand__more">+{count - shown}</span> : null}
    </div>
  );
}

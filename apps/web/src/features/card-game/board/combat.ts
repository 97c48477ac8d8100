import type { BattleLogEntry } from '@app/game-rules';

/** product spec 3 §9: floating numbers last 2 s; a hit shakes its panel for 500 ms. */
export const FLOAT_MS = 2000;
export const SHAKE_MS = 500;
export const EFFECT_MS = 700;

export type Side = 'me' | 'opponent';
export type CombatKind = 'damage' | 'heal' | 'armor' | 'shield';

/** A floating combat number: damage red with a minus; heal green, armor indigo, shield amber with a plus. */
export interface CombatNumber {
  side: Side;
  kind: CombatKind;
  text: string;
  value: number;
}

/** A short attack or spell animation on one side. */
export interface CombatEffect {
  side: Side;
  kind: 'attack' | 'spell';
}

/** Log actions that change hp: card damage and healing, and status effects ticking. */
const HP_ACTIONS = new Set(['damage', 'heal', 'poison', 'burn']);

function sideOf(entry: BattleLogEntry, myId: string): Side {
  const target = entry.target ?? entry.playerId;
  return String(target) === String(myId) ? 'me' : 'opponent';
}

/** The floating numbers an action's log entries produce, from the viewer's point of view. */
export function combatNumbers(events: readonly BattleLogEntry[], myId: string): CombatNumber[] {
  const numbers: CombatNumber[] = [];
  for (const entry of events) {
    const value = typeof entry.value === 'number' ? entry.value : 0;
    if (value === 0) continue;
    const side = sideOf(entry, myId);
    if (HP_ACTIONS.has(entry.action)) {
      const kind: CombatKind = value < 0 ? 'damage' : 'heal';
      numbers.push({ side, kind, value, text: value < 0 ? `-${-value}` : `+${value}` });
    } else if ((entry.action === 'armor' || entry.action === 'shield') && value > 0) {
      numbers.push({ side, kind: entry.action, value, text: `+${value}` });
    }
  }
  return numbers;
}

/** Attack effects where damage landed (hits shake that side); spell effects where a status was cast. */
export function combatEffects(events: readonly BattleLogEntry[], myId: string): CombatEffect[] {
  const effects: CombatEffect[] = [];
  for (const entry of events) {
    if (entry.action === 'damage' && (entry.value ?? 0) < 0) {
      effects.push({ side: sideOf(entry, myId), kind: 'attack' });
    } else if (entry.action === 'status' || entry.action === 'buff' || entry.action === 'cleanse') {
      effects.push({ side: sideOf(entry, myId), kind: 'spell' });
    }
  }
  return effects;
}

/** Sides that took hp damage (they shake). */
export function shakenSides(events: readonly BattleLogEntry[], myId: string): Side[] {
  const sides = new Set<Side>();
  for (const number of combatNumbers(events, myId)) if (number.kind === 'damage') sides.add(number.side);
  return [...sides];
}

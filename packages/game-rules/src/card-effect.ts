import type { Buff, BuffId, CardEffect, StatusEffect, StatusEffectType } from './types.ts';

/** Buy Power changes may be negative (Return Policy); every other amount must be positive. */
const SIGNED_KEYS = ['buyPower', 'opponentBuyPower'] as const;
const POSITIVE_KEYS = [
  'draw',
  'opponentDraw',
  'damage',
  'heal',
  'armor',
  'shield',
  'energy',
  'attackPower',
  'defense',
] as const;
const FLAG_KEYS = ['cleanse', 'discardAllHands', 'nextCardFree'] as const;
const STATUS_TYPES: readonly StatusEffectType[] = ['poison', 'burn', 'heal'];
const BUFF_IDS: readonly BuffId[] = ['price_lock', 'loyalty_points'];

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Effects are whole numbers; anything else (strings, NaN, fractions) is rounded or dropped. */
function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined;
}

function parseStatusEffect(raw: unknown): StatusEffect | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string' || raw.name.trim() === '') return undefined;
  const name = raw.name.trim();
  // Older rows carry only a name ("Poison"), so the type falls back to the name.
  const typeSource = typeof raw.type === 'string' ? raw.type : name;
  const type = STATUS_TYPES.find((t) => typeSource.toLowerCase().includes(t));
  const duration = wholeNumber(raw.duration) ?? 0;
  const value = wholeNumber(raw.value) ?? 1;
  if (!type || duration <= 0 || value <= 0) return undefined;
  return { name, type, duration, value };
}

function parseBuff(raw: unknown): Buff | undefined {
  if (!isObject(raw)) return undefined;
  const id = BUFF_IDS.find((b) => b === raw.id);
  const duration = wholeNumber(raw.duration) ?? 0;
  return id && duration > 0 ? { id, duration } : undefined;
}

/**
 * Reads a card effect from a DB row's effect_json, which arrives either as a JSON string or as an
 * already-parsed object. Unknown keys, zero amounts and malformed values are dropped, so both forms
 * of the same effect parse to the same result and invalid JSON yields an effect that does nothing.
 */
export function parseCardEffect(effectJson: string | object): CardEffect {
  let raw: unknown = effectJson;
  if (typeof effectJson === 'string') {
    try {
      raw = JSON.parse(effectJson);
    } catch {
      return {};
    }
  }
  if (!isObject(raw)) return {};

  const effect: CardEffect = {};
  for (const key of SIGNED_KEYS) {
    const amount = wholeNumber(raw[key]);
    if (amount) effect[key] = amount;
  }
  for (const key of POSITIVE_KEYS) {
    const amount = wholeNumber(raw[key]);
    if (amount && amount > 0) effect[key] = amount;
  }
  for (const key of FLAG_KEYS) {
    if (raw[key] === true) effect[key] = true;
  }
  const statusEffect = parseStatusEffect(raw.statusEffect);
  if (statusEffect) effect.statusEffect = statusEffect;
  const buff = parseBuff(raw.buff);
  if (buff) effect.buff = buff;
  return effect;
}

function cards(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
}

function turns(n: number): string {
  return n === 1 ? 'until your next turn' : `for your next ${n} turns`;
}

function describeBuff(buff: Buff): string {
  return buff.id === 'price_lock'
    ? `Your opponent cannot lower your Buy Power ${turns(buff.duration)}.`
    : `+1 Buy Power at the start of each of your next ${buff.duration} turns.`;
}

function describeStatus(status: StatusEffect): string {
  const span = `for ${status.duration} turn${status.duration === 1 ? '' : 's'}`;
  return status.type === 'heal'
    ? `${status.name}: heal ${status.value} at the start of your turn ${span}.`
    : `${status.name}: your opponent loses ${status.value} hp at the start of their turn ${span}.`;
}

/** Player-facing text for an effect, listed in the order the effect resolves. */
export function describeEffect(effect: CardEffect): string {
  const parts: string[] = [];
  if (effect.discardAllHands) parts.push('Both players discard their hands.');
  if (effect.buyPower) parts.push(`${effect.buyPower > 0 ? '+' : ''}${effect.buyPower} Buy Power.`);
  if (effect.opponentBuyPower) {
    const verb = effect.opponentBuyPower > 0 ? 'gains' : 'loses';
    parts.push(`Your opponent ${verb} ${Math.abs(effect.opponentBuyPower)} Buy Power.`);
  }
  if (effect.damage) parts.push(`Deal ${effect.damage} damage.`);
  if (effect.statusEffect) parts.push(describeStatus(effect.statusEffect));
  if (effect.heal) parts.push(`Heal ${effect.heal} hp.`);
  if (effect.armor) parts.push(`+${effect.armor} armor.`);
  if (effect.shield) parts.push(`+${effect.shield} shield until your next turn.`);
  if (effect.energy) parts.push(`+${effect.energy} energy this turn.`);
  if (effect.attackPower) parts.push(`+${effect.attackPower} attack power for the rest of the game.`);
  if (effect.defense) parts.push(`+${effect.defense} defense for the rest of the game.`);
  if (effect.cleanse) parts.push('Remove poison and burn from yourself.');
  if (effect.buff) parts.push(describeBuff(effect.buff));
  if (effect.nextCardFree) parts.push('Your next card costs 0 energy.');
  if (effect.draw && effect.draw === effect.opponentDraw) {
    parts.push(`Both players draw ${cards(effect.draw)}.`);
  } else {
    if (effect.draw) parts.push(`Draw ${cards(effect.draw)}.`);
    if (effect.opponentDraw) parts.push(`Your opponent draws ${cards(effect.opponentDraw)}.`);
  }
  return parts.join(' ');
}

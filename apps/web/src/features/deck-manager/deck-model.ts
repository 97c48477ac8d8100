import {
  type Card,
  type CardCatalogue,
  type CardRarity,
  type CardType,
  createCatalogue,
  DECK_MESSAGES,
  DEFAULT_CARD_COST,
  isStarterDeckId,
  MAX_COPIES,
  MAX_DECK_SIZE,
  MIN_DECK_SIZE,
  parseCardEffect,
  validateDeck,
} from '@app/game-rules';
import type { Deck, DeckInput, ServerCard, ServerDeck } from './types';

/** The server's limit on a deck name (the spec only requires one). */
export const DECK_NAME_MAX = 60;

const CARD_TYPES: readonly CardType[] = ['Attack', 'Magic', 'Defense', 'Skill'];
const RARITIES: readonly CardRarity[] = ['Common', 'Rare', 'Epic'];

/** product spec 3 §5: a deck whose card list is not a list (of card ids) is corrupted. */
export function toDeck(raw: ServerDeck): Deck {
  const ids = raw.card_ids;
  const cardIds = Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? [...ids] : null;
  return {
    id: raw.id,
    name: raw.name,
    card_ids: cardIds,
    is_active: raw.is_active,
    is_starter: raw.is_starter === true || isStarterDeckId(raw.id),
  };
}

export const isCorruptedDeck = (deck: Deck) => deck.card_ids === null;

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Fills the defaults of product spec 3 §3: cost 1, the effect parsed from `effect` or `effect_json`. */
export function toCard(raw: ServerCard): Card {
  const effectSource = raw.effect ?? raw.effect_json;
  const effect =
    typeof effectSource === 'string' || (typeof effectSource === 'object' && effectSource !== null)
      ? parseCardEffect(effectSource)
      : {};
  return {
    id: raw.id,
    name: raw.name,
    cost: num(raw.cost, DEFAULT_CARD_COST),
    type: CARD_TYPES.includes(raw.type as CardType) ? (raw.type as CardType) : 'Skill',
    rarity: RARITIES.includes(raw.rarity as CardRarity) ? (raw.rarity as CardRarity) : 'Common',
    description: raw.description ?? '',
    effect,
    imageUrl: raw.imageUrl ?? `/cards/${raw.id}.svg`,
    icon: raw.icon || '🃏',
    attack: num(raw.attack, effect.damage ?? 0),
    defense: num(raw.defense, (effect.armor ?? 0) + (effect.shield ?? 0)),
  };
}

export type DeckCheck =
  | { ok: true; input: DeckInput }
  | { ok: false; error: string; field: 'name' | 'card_ids' };

/**
 * The game's own deck rules (the same `validateDeck` the server runs), against the server's card list
 * when it is loaded, else the built-in catalogue.
 */
export function checkDeck(input: DeckInput, cards: readonly Card[]): DeckCheck {
  const catalogue: CardCatalogue | undefined = cards.length > 0 ? createCatalogue(cards) : undefined;
  const result = validateDeck(input, catalogue);
  if (result.ok) return { ok: true, input: { name: result.name, card_ids: result.card_ids } };
  return {
    ok: false,
    error: result.error,
    field: result.error === DECK_MESSAGES.nameRequired ? 'name' : 'card_ids',
  };
}

/** Copies of each card id in a card list. */
export function countCopies(cardIds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of cardIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export type SizeState = 'too-few' | 'ok' | 'too-many';

export function deckSizeState(size: number): SizeState {
  if (size < MIN_DECK_SIZE) return 'too-few';
  if (size > MAX_DECK_SIZE) return 'too-many';
  return 'ok';
}

/** Whether one more copy of `cardId` may be added in the editor (20 cards, 4 copies). */
export function canAddCopy(cardIds: readonly string[], cardId: string): boolean {
  if (cardIds.length >= MAX_DECK_SIZE) return false;
  return (countCopies(cardIds).get(cardId) ?? 0) < MAX_COPIES;
}

/** Removes one copy (the last one) of `cardId`. */
export function removeCopy(cardIds: readonly string[], cardId: string): string[] {
  const index = cardIds.lastIndexOf(cardId);
  return index === -1 ? [...cardIds] : [...cardIds.slice(0, index), ...cardIds.slice(index + 1)];
}

export const cardCountText = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

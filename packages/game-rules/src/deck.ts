import { CARD_CATALOGUE } from './cards.ts';
import { MAX_COPIES, MAX_DECK_SIZE, MIN_DECK_SIZE, STARTER_DECK_ID_PREFIX } from './constants.ts';
import type { CardCatalogue } from './types.ts';

export const DECK_MESSAGES = {
  nameRequired: 'Please enter a deck name',
  corrupted: 'Deck is corrupted',
  tooFewCards: `Deck must have at least ${MIN_DECK_SIZE} cards`,
  tooManyCards: `Deck cannot have more than ${MAX_DECK_SIZE} cards`,
  tooManyCopies: (cardName: string) => `Deck cannot have more than ${MAX_COPIES} copies of ${cardName}`,
  unknownCard: (cardId: string) => `Unknown card: ${cardId}`,
  cannotEditStarter: 'Cannot edit starter deck. Please create a new deck instead.',
  cannotDeleteStarter: 'Cannot delete starter deck',
} as const;

/** Everyone starts with this deck: 15 cards leaning on Buy Power, with one of each key trick. */
export const STARTER_DECK: readonly string[] = [
  'impulse-buy',
  'impulse-buy',
  'impulse-buy',
  'greedy-grab',
  'greedy-grab',
  'flash-sale',
  'bargain-bin',
  'coupon-clipper',
  'the-butler',
  'return-policy',
  'swipe-war',
  'doorbuster',
  'bubble-wrap',
  'retail-therapy',
  'window-shopping',
];

export interface DeckInput {
  name?: unknown;
  card_ids?: unknown;
}

export type DeckValidation = { ok: true; name: string; card_ids: string[] } | { ok: false; error: string };

/** Checks a deck as the server receives it, so every field is untrusted. Returns the first problem found. */
export function validateDeck(input: DeckInput, catalogue: CardCatalogue = CARD_CATALOGUE): DeckValidation {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') return { ok: false, error: DECK_MESSAGES.nameRequired };

  const ids = input.card_ids;
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
    return { ok: false, error: DECK_MESSAGES.corrupted };
  }
  if (ids.length < MIN_DECK_SIZE) return { ok: false, error: DECK_MESSAGES.tooFewCards };
  if (ids.length > MAX_DECK_SIZE) return { ok: false, error: DECK_MESSAGES.tooManyCards };

  const copies = new Map<string, number>();
  for (const id of ids) {
    const card = catalogue.get(id);
    if (!card) return { ok: false, error: DECK_MESSAGES.unknownCard(id) };
    const count = (copies.get(id) ?? 0) + 1;
    if (count > MAX_COPIES) return { ok: false, error: DECK_MESSAGES.tooManyCopies(card.name) };
    copies.set(id, count);
  }
  return { ok: true, name, card_ids: [...ids] };
}

export function isStarterDeckId(deckId: string): boolean {
  return deckId.startsWith(STARTER_DECK_ID_PREFIX);
}

import { type CardRarity, type CardType, LOCAL_BUILDER_DECK_SIZE } from '@app/game-rules';
import { browserStorage } from '@/lib/browser-storage';
import { CARD_RARITIES, SAMPLE_CARDS, type SampleCard } from './sample-cards';

/** Local storage key of the deck builder's deck (product spec 3 §3). */
export const MY_DECK_KEY = 'myDeck';
export const DECK_LIMIT = LOCAL_BUILDER_DECK_SIZE;

/** Drag and drop payload type; `text/plain` is set too so the drop works everywhere. */
export const CARD_DRAG_TYPE = 'application/x-dd-sample-card';

export type AddOutcome = 'added' | 'full' | 'duplicate' | 'unknown';

export function findSampleCard(
  cardId: unknown,
  cards: readonly SampleCard[] = SAMPLE_CARDS,
): SampleCard | undefined {
  return typeof cardId === 'string' ? cards.find((card) => card.id === cardId) : undefined;
}

/**
 * product spec 3 §4: at most 10 cards, no duplicates, only known cards. Unknown ids are refused first, then a full
 * deck ignores the card, then a duplicate is refused. Returns the deck unchanged unless the card was added.
 */
export function addToDeck(
  deck: readonly SampleCard[],
  cardId: unknown,
  cards: readonly SampleCard[] = SAMPLE_CARDS,
): { deck: SampleCard[]; outcome: AddOutcome; card?: SampleCard } {
  const card = findSampleCard(cardId, cards);
  if (!card) return { deck: [...deck], outcome: 'unknown' };
  if (deck.length >= DECK_LIMIT) return { deck: [...deck], outcome: 'full', card };
  if (deck.some((entry) => entry.id === card.id)) return { deck: [...deck], outcome: 'duplicate', card };
  return { deck: [...deck, { ...card }], outcome: 'added', card };
}

export function removeFromDeck(deck: readonly SampleCard[], cardId: string): SampleCard[] {
  return deck.filter((card) => card.id !== cardId);
}

export const ALL = 'All';
export type TypeFilter = CardType | typeof ALL;
export type RarityFilter = CardRarity | typeof ALL;
export type SortBy = 'name' | 'rarity';

export interface CardQuery {
  type: TypeFilter;
  rarity: RarityFilter;
  sortBy: SortBy;
}

const byName = (a: SampleCard, b: SampleCard) => a.name.localeCompare(b.name, 'en');
const rarityRank = (card: SampleCard) => CARD_RARITIES.indexOf(card.rarity);

/** Filters by type and rarity ('All' keeps everything), then sorts by name, or by rarity (Common first) then name. */
export function filterAndSortCards(cards: readonly SampleCard[], query: CardQuery): SampleCard[] {
  const kept = cards.filter(
    (card) =>
      (query.type === ALL || card.type === query.type) &&
      (query.rarity === ALL || card.rarity === query.rarity),
  );
  return kept.sort(
    query.sortBy === 'rarity' ? (a, b) => rarityRank(a) - rarityRank(b) || byName(a, b) : byName,
  );
}

/**
 * Reads a saved `myDeck`. Anything that is not a known sample card is dropped (by id, else by name), as are
 * duplicates and cards beyond the limit; unreadable data gives an empty deck.
 */
export function parseSavedDeck(
  raw: string | null,
  cards: readonly SampleCard[] = SAMPLE_CARDS,
): SampleCard[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let deck: SampleCard[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name } = entry as { id?: unknown; name?: unknown };
    const card = findSampleCard(id, cards) ?? cards.find((c) => typeof name === 'string' && c.name === name);
    if (card) deck = addToDeck(deck, card.id, cards).deck;
  }
  return deck;
}

export function loadSavedDeck(): SampleCard[] {
  try {
    return parseSavedDeck(browserStorage()?.getItem(MY_DECK_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Stores the deck under `myDeck` as an array of sample cards; false when the browser refuses. */
export function saveDeckLocally(deck: readonly SampleCard[]): boolean {
  const store = browserStorage();
  if (!store) return false;
  try {
    store.setItem(
      MY_DECK_KEY,
      JSON.stringify(deck.map(({ id, name, type, rarity }) => ({ id, name, type, rarity }))),
    );
    return true;
  } catch {
    return false;
  }
}

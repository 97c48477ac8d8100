import { CARD_CATALOGUE, type Card, DEFAULT_CARD_COST } from '@app/game-rules';
import { useEffect, useMemo } from 'react';
import { useDeckStore } from '@/features/deck-manager';

/** Card definitions from `GET /api/card/cards` (loaded once, shared with the deck manager). */
export function cardById(cardId: string): Card | undefined {
  const loaded = useDeckStore.getState().cards;
  return loaded.find((card) => card.id === cardId) ?? CARD_CATALOGUE.get(cardId);
}

export const cardCost = (cardId: string) => cardById(cardId)?.cost ?? DEFAULT_CARD_COST;

/** Turns `black-friday-rush` into `Black Friday Rush` for a card nobody has described. */
export const fallbackName = (cardId: string) =>
  cardId
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

/** The card definitions by id: the server's once loaded, the built-in catalogue until then. */
export function useCardCatalogue(): ReadonlyMap<string, Card> {
  const cards = useDeckStore((state) => state.cards);
  const loadCards = useDeckStore((state) => state.loadCards);
  useEffect(() => {
    void loadCards();
  }, [loadCards]);
  return useMemo(() => {
    const map = new Map(CARD_CATALOGUE);
    for (const card of cards) map.set(card.id, card);
    return map;
  }, [cards]);
}

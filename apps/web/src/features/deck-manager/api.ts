import { cardGameEndpoints, decksEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';
import type { DeckInput } from './types';

/** Card definitions; public, so no token is sent. */
export const fetchCards = () => api(cardGameEndpoints.cards, { token: null });

export const fetchDecks = () => api(decksEndpoints.list);

export const createDeckRequest = (input: DeckInput) => api(decksEndpoints.create, { body: input });

export const updateDeckRequest = (deckId: string, input: DeckInput) =>
  api(decksEndpoints.update, { params: { deckId }, body: input });

export const deleteDeckRequest = (deckId: string) => api(decksEndpoints.remove, { params: { deckId } });

export const activateDeckRequest = (deckId: string) => api(decksEndpoints.activate, { params: { deckId } });

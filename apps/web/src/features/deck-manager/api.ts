import { deckAnswer, deckListAnswer, okAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';
import type { CardListResponse, DeckInput } from './types';

const DECKS = '/api/card/decks';
const deckPath = (deckId: string) => `${DECKS}/${encodeURIComponent(deckId)}`;

/** Card definitions; public, so no token is sent. */
export const fetchCards = () => api.get<CardListResponse>('/api/card/cards', { token: null });

export const fetchDecks = () => api.read(DECKS, { schema: deckListAnswer });

export const createDeckRequest = (input: DeckInput) => api.send(DECKS, input, { schema: deckAnswer });

export const updateDeckRequest = (deckId: string, input: DeckInput) =>
  api.put(deckPath(deckId), input, { schema: deckAnswer });

export const deleteDeckRequest = (deckId: string) =>
  api.delete(deckPath(deckId), undefined, { schema: okAnswer });

export const activateDeckRequest = (deckId: string) =>
  api.send(`${deckPath(deckId)}/activate`, undefined, { schema: deckAnswer });

import { api } from '@/lib/api-client';
import type { CardListResponse, DeckInput, DeckListResponse, DeckResponse } from './types';

const DECKS = '/api/card/decks';
const deckPath = (deckId: string) => `${DECKS}/${encodeURIComponent(deckId)}`;

/** Card definitions; public, so no token is sent. */
export const fetchCards = () => api.get<CardListResponse>('/api/card/cards', { token: null });

export const fetchDecks = () => api.get<DeckListResponse>(DECKS);

export const createDeckRequest = (input: DeckInput) => api.post<DeckResponse>(DECKS, input);

export const updateDeckRequest = (deckId: string, input: DeckInput) =>
  api.put<DeckResponse>(deckPath(deckId), input);

export const deleteDeckRequest = (deckId: string) => api.delete<{ ok: boolean }>(deckPath(deckId));

export const activateDeckRequest = (deckId: string) => api.post<DeckResponse>(`${deckPath(deckId)}/activate`);

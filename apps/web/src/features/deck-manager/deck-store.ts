import { create } from 'zustand';
import { errorMessage } from '@/lib/api-client';
import { onAppEvent } from '@/lib/events';
import {
  activateDeckRequest,
  createDeckRequest,
  deleteDeckRequest,
  fetchCards,
  fetchDecks,
  updateDeckRequest,
} from './api';
import { checkDeck, toCards, toDeck } from './deck-model';
import type { Card, Deck } from './types';

/** Error texts of product spec 3 §8 used when the server sends none. */
export const DECK_ERRORS = {
  save: 'Failed to save deck',
  delete: 'Failed to delete deck.',
  activate: 'Failed to activate deck',
  loadDecks: 'Failed to load decks',
  loadCards: 'Failed to load cards',
} as const;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ActionResult = { ok: true } | { ok: false; error: string };
export type SaveResult = { ok: true; deck: Deck } | { ok: false; error: string; field?: 'name' | 'card_ids' };

export interface SaveDeckInput {
  /** Absent for a new deck. */
  id?: string;
  name: string;
  card_ids: string[];
}

export interface DecksState {
  decks: Deck[];
  decksStatus: LoadStatus;
  decksError: string | null;
  cards: Card[];
  cardsStatus: LoadStatus;
  cardsError: string | null;
  /** Id of the deck being activated or deleted, `'new'` or the id while saving; one action at a time. */
  pending: string | null;
  /** Loads the member's decks; `silent` keeps the current list on screen while refreshing. */
  loadDecks: (options?: { silent?: boolean }) => Promise<void>;
  /** Loads the card definitions once (they are the same for everyone); `force` reloads. */
  loadCards: (options?: { force?: boolean }) => Promise<void>;
  /** Checks the deck with the game's rules, then creates or updates it on the server. */
  saveDeck: (input: SaveDeckInput) => Promise<SaveResult>;
  deleteDeck: (deckId: string) => Promise<ActionResult>;
  activateDeck: (deckId: string) => Promise<ActionResult>;
  /** Forgets the member's decks (on login and logout). */
  reset: () => void;
}

const emptyDecks = (): Pick<DecksState, 'decks' | 'decksStatus' | 'decksError' | 'pending'> => ({
  decks: [],
  decksStatus: 'idle',
  decksError: null,
  pending: null,
});

export const useDeckStore = create<DecksState>()((set, get) => {
  // Answers that arrive after a reset (the member logged out meanwhile) are dropped.
  let generation = 0;
  let decksRequest = 0;

  return {
    ...emptyDecks(),
    cards: [],
    cardsStatus: 'idle' as LoadStatus,
    cardsError: null,

    loadDecks: async ({ silent = false } = {}) => {
      const request = ++decksRequest;
      const gen = generation;
      if (!silent || get().decksStatus !== 'ready') set({ decksStatus: 'loading', decksError: null });
      try {
        const data = await fetchDecks();
        if (request !== decksRequest || gen !== generation) return;
        const decks = (Array.isArray(data?.decks) ? data.decks : []).map(toDeck);
        set({ decks, decksStatus: 'ready', decksError: null });
      } catch (error) {
        if (request !== decksRequest || gen !== generation) return;
        if (silent && get().decksStatus === 'ready') return;
        set({ decksStatus: 'error', decksError: errorMessage(error, DECK_ERRORS.loadDecks) });
      }
    },

    loadCards: async ({ force = false } = {}) => {
      const { cardsStatus } = get();
      if (cardsStatus === 'loading' || (cardsStatus === 'ready' && !force)) return;
      set({ cardsStatus: 'loading', cardsError: null });
      try {
        const data = await fetchCards();
        set({ cards: toCards(data?.cards), cardsStatus: 'ready' });
      } catch (error) {
        set({ cardsStatus: 'error', cardsError: errorMessage(error, DECK_ERRORS.loadCards) });
      }
    },

    saveDeck: async ({ id, name, card_ids }) => {
      if (get().pending) return { ok: false, error: DECK_ERRORS.save };
      const checked = checkDeck({ name, card_ids }, get().cards);
      if (!checked.ok) return checked;
      const gen = generation;
      set({ pending: id ?? 'new' });
      try {
        const data = id ? await updateDeckRequest(id, checked.input) : await createDeckRequest(checked.input);
        if (!data?.deck) throw new Error('no deck in the response');
        const deck = toDeck(data.deck);
        if (gen === generation) {
          const decks = get().decks;
          set({
            decks: decks.some((d) => d.id === deck.id)
              ? decks.map((d) => (d.id === deck.id ? deck : d))
              : [...decks, deck],
          });
        }
        return { ok: true, deck };
      } catch (error) {
        return { ok: false, error: errorMessage(error, DECK_ERRORS.save) };
      } finally {
        if (gen === generation) set({ pending: null });
      }
    },

    deleteDeck: async (deckId) => {
      if (get().pending) return { ok: false, error: DECK_ERRORS.delete };
      const gen = generation;
      set({ pending: deckId });
      try {
        await deleteDeckRequest(deckId);
        if (gen === generation) {
          set({ decks: get().decks.filter((deck) => deck.id !== deckId) });
          // Deleting the active deck makes the starter deck active on the server: pick that up.
          void get().loadDecks({ silent: true });
        }
        return { ok: true };
      } catch (error) {
        return { ok: false, error: errorMessage(error, DECK_ERRORS.delete) };
      } finally {
        if (gen === generation) set({ pending: null });
      }
    },

    activateDeck: async (deckId) => {
      if (get().pending) return { ok: false, error: DECK_ERRORS.activate };
      const gen = generation;
      set({ pending: deckId });
      try {
        const data = await activateDeckRequest(deckId);
        const activeId = data?.deck?.id ?? deckId;
        if (gen === generation) {
          set({ decks: get().decks.map((deck) => ({ ...deck, is_active: deck.id === activeId })) });
        }
        return { ok: true };
      } catch (error) {
        return { ok: false, error: errorMessage(error, DECK_ERRORS.activate) };
      } finally {
        if (gen === generation) set({ pending: null });
      }
    },

    reset: () => {
      generation += 1;
      decksRequest += 1;
      set(emptyDecks());
    },
  };
});

// Another member's decks must never show after a logout or a login.
onAppEvent('auth:logout', () => useDeckStore.getState().reset());
onAppEvent('auth:login', () => useDeckStore.getState().reset());

export const selectActiveDeck = (state: DecksState) => state.decks.find((deck) => deck.is_active) ?? null;

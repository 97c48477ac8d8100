import { create, type StoreApi } from 'zustand';
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
import { checkDeck, toCard, toDeck } from './deck-model';
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

/** What the store's actions share behind its state. */
interface DecksRuntime {
  set: StoreApi<DecksState>['setState'];
  get: () => DecksState;
  /** Counts the resets: answers that arrive after one (the member logged out meanwhile) are dropped. */
  generation: number;
  /** Counts the deck list loads: only the latest one's answer is kept. */
  decksRequest: number;
}

const emptyDecks = (): Pick<DecksState, 'decks' | 'decksStatus' | 'decksError' | 'pending'> => ({
  decks: [],
  decksStatus: 'idle',
  decksError: null,
  pending: null,
});

/** Loading the member's decks and the card definitions. */
function loadActions(runtime: DecksRuntime): Pick<DecksState, 'loadDecks' | 'loadCards'> {
  const { get, set } = runtime;
  return {
    loadDecks: async ({ silent = false } = {}) => {
      const request = ++runtime.decksRequest;
      const gen = runtime.generation;
      const current = () => request === runtime.decksRequest && gen === runtime.generation;
      if (!silent || get().decksStatus !== 'ready') set({ decksStatus: 'loading', decksError: null });
      try {
        const { decks } = await fetchDecks();
        if (current()) set({ decks: decks.map(toDeck), decksStatus: 'ready', decksError: null });
      } catch (error) {
        if (!current() || (silent && get().decksStatus === 'ready')) return;
        set({ decksStatus: 'error', decksError: errorMessage(error, DECK_ERRORS.loadDecks) });
      }
    },

    loadCards: async ({ force = false } = {}) => {
      const { cardsStatus } = get();
      if (cardsStatus === 'loading' || (cardsStatus === 'ready' && !force)) return;
      set({ cardsStatus: 'loading', cardsError: null });
      try {
        const { cards } = await fetchCards();
        set({ cards: cards.map(toCard), cardsStatus: 'ready' });
      } catch (error) {
        set({ cardsStatus: 'error', cardsError: errorMessage(error, DECK_ERRORS.loadCards) });
      }
    },
  };
}

/**
 * One change to the decks at a time: marks it pending (`pending` names what changes), runs it, and answers its
 * result, or the server's words for its failure (else `failure`). `current` says whether the decks on screen are
 * still those of the member who asked.
 */
async function oneChange<R extends { ok: true }>(
  runtime: DecksRuntime,
  pending: string,
  failure: string,
  change: (current: () => boolean) => Promise<R>,
): Promise<R | { ok: false; error: string }> {
  if (runtime.get().pending) return { ok: false, error: failure };
  const gen = runtime.generation;
  const current = () => gen === runtime.generation;
  runtime.set({ pending });
  try {
    return await change(current);
  } catch (error) {
    return { ok: false, error: errorMessage(error, failure) };
  } finally {
    if (current()) runtime.set({ pending: null });
  }
}

/** Saving, deleting and activating a deck on the server, and the list on screen after each. */
function changeActions(runtime: DecksRuntime): Pick<DecksState, 'saveDeck' | 'deleteDeck' | 'activateDeck'> {
  const { get, set } = runtime;
  return {
    saveDeck: async ({ id, name, card_ids }) => {
      if (get().pending) return { ok: false, error: DECK_ERRORS.save };
      const checked = checkDeck({ name, card_ids }, get().cards);
      if (!checked.ok) return checked;
      return oneChange(runtime, id ?? 'new', DECK_ERRORS.save, async (current) => {
        const answer = id
          ? await updateDeckRequest(id, checked.input)
          : await createDeckRequest(checked.input);
        const deck = toDeck(answer.deck);
        if (current()) {
          const { decks } = get();
          set({
            decks: decks.some((d) => d.id === deck.id)
              ? decks.map((d) => (d.id === deck.id ? deck : d))
              : [...decks, deck],
          });
        }
        return { ok: true as const, deck };
      });
    },

    deleteDeck: (deckId) =>
      oneChange(runtime, deckId, DECK_ERRORS.delete, async (current) => {
        await deleteDeckRequest(deckId);
        if (current()) {
          set({ decks: get().decks.filter((deck) => deck.id !== deckId) });
          // Deleting the active deck makes the starter deck active on the server: pick that up.
          void get().loadDecks({ silent: true });
        }
        return { ok: true as const };
      }),

    activateDeck: (deckId) =>
      oneChange(runtime, deckId, DECK_ERRORS.activate, async (current) => {
        const answer = await activateDeckRequest(deckId);
        const activeId = answer.deck.id;
        if (current())
          set({ decks: get().decks.map((deck) => ({ ...deck, is_active: deck.id === activeId })) });
        return { ok: true as const };
      }),
  };
}

export const useDeckStore = create<DecksState>()((set, get) => {
  const runtime: DecksRuntime = { set, get, generation: 0, decksRequest: 0 };
  return {
    ...emptyDecks(),
    cards: [],
    cardsStatus: 'idle' as LoadStatus,
    cardsError: null,
    ...loadActions(runtime),
    ...changeActions(runtime),
    reset: () => {
      runtime.generation += 1;
      runtime.decksRequest += 1;
      set(emptyDecks());
    },
  };
});

// Another member's decks must never show after a logout or a login.
onAppEvent('auth:logout', () => useDeckStore.getState().reset());
onAppEvent('auth:login', () => useDeckStore.getState().reset());

export const selectActiveDeck = (state: DecksState) => state.decks.find((deck) => deck.is_active) ?? null;

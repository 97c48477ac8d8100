import { CARDS, DECK_MESSAGES, STARTER_DECK } from '@app/game-rules';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowserPerTest } from '@/testing/fake-browser';
import { testMember } from '@/testing/test-member';
import type { ServerDeck } from './types';

const { fetchMock } = fakeBrowserPerTest();

const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
/** A deck as the API answers it (the `deck` contract). */
const serverDeck = (
  fields: Pick<ServerDeck, 'id' | 'name' | 'card_ids' | 'is_active'> & Partial<ServerDeck>,
) => ({
  is_starter: false,
  ...stamps,
  ...fields,
});
const starter: ServerDeck = serverDeck({
  id: 'starter_7',
  name: 'Starter Deck',
  card_ids: [...STARTER_DECK],
  is_active: true,
  is_starter: true,
});
const ids = (n: number, id = 'impulse-buy') => Array.from({ length: n }, () => id);
const tenCards = [...ids(4, 'impulse-buy'), ...ids(4, 'greedy-grab'), ...ids(2, 'flash-sale')];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers by method and path; unmatched calls fail the test. */
function route(table: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = table[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler();
  });
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

async function loadStore() {
  vi.resetModules();
  const { useAuthStore } = await import('@/features/auth');
  useAuthStore.getState().login('tok', testMember(7, 'deckhand'));
  const store = await import('./deck-store');
  return { ...store, useAuthStore };
}

describe('deck store', () => {
  it('loads decks with the bearer token and marks corrupted ones', async () => {
    route({
      'GET /api/card/decks': () =>
        json({
          decks: [starter, serverDeck({ id: 'deck_x', name: 'Broken', card_ids: '["a"]', is_active: false })],
        }),
    });
    const { useDeckStore, selectActiveDeck } = await loadStore();
    const loading = useDeckStore.getState().loadDecks();
    expect(useDeckStore.getState().decksStatus).toBe('loading');
    await loading;
    const { decks, decksStatus } = useDeckStore.getState();
    expect(decksStatus).toBe('ready');
    expect(decks[0]).toMatchObject({ id: 'starter_7', is_starter: true, is_active: true });
    expect(decks[1]).toMatchObject({ id: 'deck_x', card_ids: null, is_starter: false });
    expect(selectActiveDeck(useDeckStore.getState())?.id).toBe('starter_7');
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
  });

  it('treats ids starting with starter_ as starter decks even without the flag', async () => {
    route({
      'GET /api/card/decks': () => json({ decks: [{ ...starter, is_starter: undefined }] }),
    });
    const { useDeckStore } = await loadStore();
    await useDeckStore.getState().loadDecks();
    expect(useDeckStore.getState().decks[0]?.is_starter).toBe(true);
  });

  it("shows the server's error text, or a fallback, when loading fails", async () => {
    route({ 'GET /api/card/decks': () => json({ error: 'Authentication required' }, 401) });
    const { useDeckStore } = await loadStore();
    await useDeckStore.getState().loadDecks();
    expect(useDeckStore.getState()).toMatchObject({
      decksStatus: 'error',
      decksError: 'Authentication required',
    });
    route({ 'GET /api/card/decks': () => new Response('oops', { status: 500 }) });
    await useDeckStore.getState().loadDecks();
    expect(useDeckStore.getState().decksError).toBe('Failed to load decks');
  });

  it('loads the card list once, without a token, and fills defaults', async () => {
    route({
      'GET /api/card/cards': () =>
        json({
          cards: [...CARDS.slice(0, 2), { id: 'legacy', name: 'Legacy', effect_json: '{"buyPower":2}' }],
        }),
    });
    const { useDeckStore } = await loadStore();
    await useDeckStore.getState().loadCards();
    await useDeckStore.getState().loadCards();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    const { cards } = useDeckStore.getState();
    expect(cards.map((card) => card.id)).toEqual([CARDS[0]?.id, CARDS[1]?.id, 'legacy']);
    expect(cards[2]).toMatchObject({ cost: 1, effect: { buyPower: 2 }, imageUrl: '/cards/legacy.svg' });
  });

  it('counts a card list that breaks its contract (a card without an id) as a failed load', async () => {
    route({ 'GET /api/card/cards': () => json({ cards: [...CARDS.slice(0, 2), { name: 'no id' }] }) });
    const { useDeckStore } = await loadStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await useDeckStore.getState().loadCards();
    error.mockRestore();
    expect(useDeckStore.getState()).toMatchObject({
      cards: [],
      cardsStatus: 'error',
      cardsError: 'Failed to load cards',
    });
  });

  it('validates with the game rules before calling the server', async () => {
    route({});
    const { useDeckStore } = await loadStore();
    const save = useDeckStore.getState().saveDeck;
    expect(await save({ name: '   ', card_ids: tenCards })).toEqual({
      ok: false,
      error: DECK_MESSAGES.nameRequired,
      field: 'name',
    });
    expect(await save({ name: 'Tiny', card_ids: ids(9, 'greedy-grab').slice(0, 9) })).toMatchObject({
      ok: false,
      error: 'Deck must have at least 10 cards',
    });
    const tooMany = [...tenCards, ...ids(4, 'the-butler'), ...ids(4, 'doorbuster'), ...ids(3, 'bubble-wrap')];
    expect(await save({ name: 'Huge', card_ids: tooMany })).toMatchObject({
      error: 'Deck cannot have more than 20 cards',
    });
    expect(await save({ name: 'Copies', card_ids: [...ids(5), ...ids(5, 'greedy-grab')] })).toMatchObject({
      error: 'Deck cannot have more than 4 copies of Impulse Buy',
    });
    expect(await save({ name: 'Odd', card_ids: [...tenCards.slice(0, 9), 'nope'] })).toMatchObject({
      error: 'Unknown card: nope',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a deck (trimmed name) and adds it to the list', async () => {
    const created = serverDeck({ id: 'deck_1', name: 'Rush', card_ids: tenCards, is_active: false });
    route({
      'GET /api/card/decks': () => json({ decks: [starter] }),
      'POST /api/card/decks': () => json({ deck: created }, 201),
    });
    const { useDeckStore } = await loadStore();
    await useDeckStore.getState().loadDecks();
    const result = await useDeckStore.getState().saveDeck({ name: '  Rush ', card_ids: tenCards });
    expect(result).toMatchObject({ ok: true, deck: { id: 'deck_1', name: 'Rush' } });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      name: 'Rush',
      card_ids: tenCards,
    });
    expect(useDeckStore.getState().decks.map((deck) => deck.id)).toEqual(['starter_7', 'deck_1']);
    expect(useDeckStore.getState().pending).toBeNull();
  });

  it('updates a deck in place', async () => {
    const deck = serverDeck({ id: 'deck_1', name: 'Rush', card_ids: tenCards, is_active: false });
    route({
      'GET /api/card/decks': () => json({ decks: [starter, deck] }),
      'PUT /api/card/decks/deck_1': () => json({ deck: { ...deck, name: 'Rush 2' } }),
    });
    const { useDeckStore } = await loadStore();
    await useDeckStore.getState().loadDecks();
    const result = await useDeckStore
      .getState()
      .saveDeck({ id: 'deck_1', name: 'Rush 2', card_ids: tenCards });
    expect(result.ok).toBe(true);
    expect(useDeckStore.getState().decks.map((d) => d.name)).toEqual(['Starter Deck', 'Rush 2']);
  });

  it("passes on the server's errors, with the spec's fallbacks", async () => {
    route({
      'PUT /api/card/decks/starter_7': () =>
        json({ error: 'Cannot edit starter deck. Please create a new deck instead.' }, 403),
      'POST /api/card/decks': () => new Response('', { status: 500 }),
      'DELETE /api/card/decks/starter_7': () => json({ error: 'Cannot delete starter deck' }, 403),
      'DELETE /api/card/decks/deck_9': () => new Response('nope', { status: 502 }),
      'POST /api/card/decks/deck_9/activate': () => json({}, 500),
      'POST /api/card/decks/deck_404/activate': () => json({ error: 'Deck not found' }, 404),
    });
    const { useDeckStore } = await loadStore();
    const s = useDeckStore.getState();
    expect(await s.saveDeck({ id: 'starter_7', name: 'Mine', card_ids: tenCards })).toEqual({
      ok: false,
      error: 'Cannot edit starter deck. Please create a new deck instead.',
    });
    expect(await s.saveDeck({ name: 'Mine', card_ids: tenCards })).toEqual({
      ok: false,
      error: 'Failed to save deck',
    });
    expect(await s.deleteDeck('starter_7')).toEqual({ ok: false, error: 'Cannot delete starter deck' });
    expect(await s.deleteDeck('deck_9')).toEqual({ ok: false, error: 'Failed to delete deck.' });
    expect(await s.activateDeck('deck_9')).toEqual({ ok: false, error: 'Failed to activate deck' });
    expect(await s.activateDeck('deck_404')).toEqual({ ok: false, error: 'Deck not found' });
    expect(useDeckStore.getState().pending).toBeNull();
  });

  it('activates a deck and clears the previous active mark', async () => {
    const deck = serverDeck({ id: 'deck_1', name: 'Rush', card_ids: tenCards, is_active: false });
    route({
      'GET /api/card/decks': () => json({ decks: [starter, deck] }),
      'POST /api/card/decks/deck_1/activate': () => json({ deck: { ...deck, is_active: true } }),
    });
    const { useDeckStore, selectActiveDeck } = await loadStore();
    await useDeckStore.getState().loadDecks();
    expect(await useDeckStore.getState().activateDeck('deck_1')).toEqual({ ok: true });
    expect(useDeckStore.getState().decks.map((d) => [d.id, d.is_active])).toEqual([
      ['starter_7', false],
      ['deck_1', true],
    ]);
    expect(selectActiveDeck(useDeckStore.getState())?.id).toBe('deck_1');
  });

  it('deletes a deck and refreshes the list (the starter deck becomes active again)', async () => {
    const deck = serverDeck({ id: 'deck_1', name: 'Rush', card_ids: tenCards, is_active: true });
    let listed: ServerDeck[] = [{ ...starter, is_active: false }, deck];
    route({
      'GET /api/card/decks': () => json({ decks: listed }),
      'DELETE /api/card/decks/deck_1': () => {
        listed = [starter];
        return json({ ok: true });
      },
    });
    const { useDeckStore } = await loadStore();
    await useDeckStore.getState().loadDecks();
    expect(await useDeckStore.getState().deleteDeck('deck_1')).toEqual({ ok: true });
    expect(useDeckStore.getState().decks.map((d) => d.id)).toEqual(['starter_7']);
    await vi.waitFor(() => expect(useDeckStore.getState().decks[0]?.is_active).toBe(true));
    expect(calls()).toEqual(['GET /api/card/decks', 'DELETE /api/card/decks/deck_1', 'GET /api/card/decks']);
  });

  it('runs one change at a time', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const { useDeckStore } = await loadStore();
    const first = useDeckStore.getState().activateDeck('deck_1');
    expect(useDeckStore.getState().pending).toBe('deck_1');
    expect(await useDeckStore.getState().deleteDeck('deck_2')).toMatchObject({ ok: false });
    release(json({ deck: serverDeck({ id: 'deck_1', name: 'Rush', card_ids: tenCards, is_active: false }) }));
    expect(await first).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets the decks on logout and drops answers that arrive after it', async () => {
    let release: (r: Response) => void = () => {};
    route({ 'GET /api/card/decks': () => json({ decks: [starter] }) });
    const { useDeckStore, useAuthStore } = await loadStore();
    await useDeckStore.getState().loadDecks();
    expect(useDeckStore.getState().decks).toHaveLength(1);

    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const late = useDeckStore.getState().loadDecks();
    fetchMock.mockResolvedValue(json({ ok: true }));
    await useAuthStore.getState().logout();
    expect(useDeckStore.getState()).toMatchObject({ decks: [], decksStatus: 'idle' });
    release(json({ decks: [starter] }));
    await late;
    expect(useDeckStore.getState()).toMatchObject({ decks: [], decksStatus: 'idle' });
  });
});

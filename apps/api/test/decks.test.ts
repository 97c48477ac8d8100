import { loadCardCatalogue } from '@app/card-battle';
import { cards, decks, users } from '@app/db';
import { CARDS, STARTER_DECK } from '@app/game-rules';
import { and, count, eq, notExists } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

type Deck = { id: string; name: string; card_ids: string[]; is_active: boolean; is_starter: boolean };

describe.each(STACKS)('decks on %s', (stack) => {
  const t = suiteTestApp(stack, {});

  const call = appCaller(() => t.app);
  const myDecks = async (token: string) =>
    (await call('GET', '/api/card/decks', token)).json().decks as Deck[];
  const deckRows = async (userId: number) => t.app.db.select().from(decks).where(eq(decks.userId, userId));
  const tenCards = [
    'impulse-buy',
    'impulse-buy',
    'greedy-grab',
    'greedy-grab',
    'the-butler',
    'return-policy',
    'swipe-war',
    'flash-sale',
    'flash-sale',
    'greedy-grab',
  ];

  it('lists the card definitions from the database, effects parsed', async () => {
    const response = await call('GET', '/api/card/cards');
    expect(response.statusCode).toBe(200);
    const list = response.json().cards as Array<{
      id: string;
      name: string;
      effect: object;
      imageUrl: string;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(list.find((card) => card.id === 'impulse-buy')).toMatchObject({
      name: 'Impulse Buy',
      effect: { buyPower: 2 },
    });
    expect(list.every((card) => card.imageUrl === `/cards/${card.id}.svg`)).toBe(true);
  });

  it('reads a card whose effect_json is a JSON string the same as one stored as an object', async () => {
    const flashSale = CARDS.find((card) => card.id === 'flash-sale')!;
    await t.app.db.insert(cards).values({
      id: 'flash-sale-legacy',
      name: 'Flash Sale (legacy row)',
      cost: flashSale.cost,
      type: flashSale.type,
      rarity: flashSale.rarity,
      description: flashSale.description,
      imageUrl: '/cards/flash-sale.svg',
      icon: flashSale.icon,
      effectJson: JSON.stringify(flashSale.effect),
    });
    onTestFinished(async () => {
      await t.app.db.delete(cards).where(eq(cards.id, 'flash-sale-legacy'));
    });
    const catalogue = await loadCardCatalogue(t.app.db);
    expect(catalogue.get('flash-sale-legacy')?.effect).toEqual(catalogue.get('flash-sale')?.effect);
  });

  it('gives a new member the starter deck, active', async () => {
    const member = await registerMember(t.app);
    const list = await myDecks(member.token);
    expect(list).toEqual([
      expect.objectContaining({
        id: `starter_${member.user.id}`,
        is_active: true,
        is_starter: true,
        card_ids: [...STARTER_DECK],
      }),
    ]);
  });

  it('creates a deck with a trimmed name', async () => {
    const member = await registerMember(t.app);
    const response = await call('POST', '/api/card/decks', member.token, {
      name: '  Bargain Hunters  ',
      card_ids: tenCards,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().deck).toMatchObject({
      name: 'Bargain Hunters',
      card_ids: tenCards,
      is_active: false,
      is_starter: false,
    });
    expect(await myDecks(member.token)).toHaveLength(2);
  });

  it.each([
    ['no name', { card_ids: tenCards }, 'Please enter a deck name', 'name'],
    ['a blank name', { name: '   ', card_ids: tenCards }, 'Please enter a deck name', 'name'],
    [
      'a 61-character name',
      { name: 'n'.repeat(61), card_ids: tenCards },
      'Deck name must be at most 60 characters',
      'name',
    ],
    [
      '9 cards',
      { name: 'Small', card_ids: tenCards.slice(0, 9) },
      'Deck must have at least 10 cards',
      'card_ids',
    ],
    [
      '21 cards',
      { name: 'Big', card_ids: [...tenCards, ...tenCards, 'the-butler'] },
      'Deck cannot have more than 20 cards',
      'card_ids',
    ],
    [
      '5 copies of one card',
      { name: 'Greedy', card_ids: [...tenCards.slice(0, 7), 'impulse-buy', 'impulse-buy', 'impulse-buy'] },
      'Deck cannot have more than 4 copies of Impulse Buy',
      'card_ids',
    ],
    [
      'an unknown card',
      { name: 'Odd', card_ids: [...tenCards.slice(0, 9), 'no-such-card'] },
      'Unknown card: no-such-card',
      'card_ids',
    ],
    [
      'card_ids that is not a list',
      { name: 'Broken', card_ids: 'impulse-buy' },
      'card_ids must be a list of card ids',
      'card_ids',
    ],
    [
      'a huge card list',
      { name: 'Huge', card_ids: Array.from({ length: 5000 }, () => 'impulse-buy') },
      'Deck cannot have more than 20 cards',
      'card_ids',
    ],
  ])('refuses a deck with %s, writing nothing', async (_name, payload, error, field) => {
    const member = await registerMember(t.app);
    const response = await call('POST', '/api/card/decks', member.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, field });
    expect(await deckRows(member.user.id)).toHaveLength(1);
  });

  it('updates an own deck, and refuses to edit or delete the starter deck', async () => {
    const member = await registerMember(t.app);
    const created = (
      await call('POST', '/api/card/decks', member.token, { name: 'First', card_ids: tenCards })
    ).json().deck as Deck;
    const updated = await call('PUT', `/api/card/decks/${created.id}`, member.token, {
      name: 'Second',
      card_ids: [...tenCards, 'the-butler'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().deck).toMatchObject({
      id: created.id,
      name: 'Second',
      card_ids: [...tenCards, 'the-butler'],
    });

    const starterId = `starter_${member.user.id}`;
    const edit = await call('PUT', `/api/card/decks/${starterId}`, member.token, {
      name: 'Mine now',
      card_ids: tenCards,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'Cannot edit starter deck. Please create a new deck instead.' });
    const remove = await call('DELETE', `/api/card/decks/${starterId}`, member.token);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ error: 'Cannot delete starter deck' });
    const [starter] = await t.app.db.select().from(decks).where(eq(decks.id, starterId));
    expect(starter).toMatchObject({ name: 'Starter Deck', cardIds: [...STARTER_DECK] });
  });

  it("never lets a member see, change or delete another member's deck", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const deck = (
      await call('POST', '/api/card/decks', owner.token, { name: 'Private', card_ids: tenCards })
    ).json().deck as Deck;
    for (const [method, url, payload] of [
      ['PUT', `/api/card/decks/${deck.id}`, { name: 'Stolen', card_ids: tenCards }],
      ['DELETE', `/api/card/decks/${deck.id}`, undefined],
      ['POST', `/api/card/decks/${deck.id}/activate`, undefined],
      ['DELETE', `/api/card/decks/starter_${owner.user.id}`, undefined],
    ] as const) {
      const response = await call(method, url, other.token, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Deck not found' });
    }
    expect((await myDecks(other.token)).map((d) => d.id)).toEqual([`starter_${other.user.id}`]);
    expect((await myDecks(owner.token)).find((d) => d.id === deck.id)).toMatchObject({ name: 'Private' });
  });

  it('activates one deck at a time, and the starter deck takes over when the active deck is deleted', async () => {
    const member = await registerMember(t.app);
    const deck = (
      await call('POST', '/api/card/decks', member.token, { name: 'Mine', card_ids: tenCards })
    ).json().deck as Deck;
    const activated = await call('POST', `/api/card/decks/${deck.id}/activate`, member.token);
    expect(activated.json().deck).toMatchObject({ id: deck.id, is_active: true });
    expect((await myDecks(member.token)).filter((d) => d.is_active).map((d) => d.id)).toEqual([deck.id]);
    const removed = await call('DELETE', `/api/card/decks/${deck.id}`, member.token);
    expect(removed.json()).toEqual({ ok: true });
    expect((await myDecks(member.token)).filter((d) => d.is_active).map((d) => d.id)).toEqual([
      `starter_${member.user.id}`,
    ]);
  });

  it('keeps exactly one active deck under concurrent activations', async () => {
    const member = await registerMember(t.app);
    const ids = [`starter_${member.user.id}`];
    for (const name of ['A', 'B', 'C']) {
      ids.push(
        (
          (await call('POST', '/api/card/decks', member.token, { name, card_ids: tenCards })).json()
            .deck as Deck
        ).id,
      );
    }
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/api/card/decks/${ids[i % ids.length]}/activate`, member.token),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [active] = await t.app.db
      .select({ n: count() })
      .from(decks)
      .where(and(eq(decks.userId, member.user.id), eq(decks.isActive, true)));
    expect(active?.n).toBe(1);
  });

  it('requires login for decks', async () => {
    for (const [method, url] of [
      ['GET', '/api/card/decks'],
      ['POST', '/api/card/decks'],
      ['POST', '/api/card/decks/x/activate'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' ? { name: 'x', card_ids: tenCards } : undefined,
      );
      expect(response.statusCode).toBe(401);
    }
  });

  it('lets only admins add starter decks for every member without one', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerMember(t.app);
    const lonely = await registerMember(t.app);
    await t.app.db.delete(decks).where(eq(decks.userId, lonely.user.id));
    expect(await deckRows(lonely.user.id)).toHaveLength(0);

    expect((await call('POST', '/api/card/admin/add-starter-decks-for-all')).statusCode).toBe(401);
    const forbidden = await call('POST', '/api/card/admin/add-starter-decks-for-all', member.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Admin access required' });
    expect(await deckRows(lonely.user.id)).toHaveLength(0);

    // Members of other tests in this database may be without a deck too: all of them get one.
    const deckless = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(notExists(t.app.db.select().from(decks).where(eq(decks.userId, users.id))));
    expect(deckless.map((row) => row.id)).toContain(lonely.user.id);
    const response = await call('POST', '/api/card/admin/add-starter-decks-for-all', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      createdCount: deckless.length,
      totalUsersWithoutDecks: deckless.length,
      errors: [],
    });
    expect(await myDecks(lonely.token)).toEqual([
      expect.objectContaining({ id: `starter_${lonely.user.id}`, is_active: true }),
    ]);
    const again = await call('POST', '/api/card/admin/add-starter-decks-for-all', admin.token);
    expect(again.json()).toEqual({ createdCount: 0, totalUsersWithoutDecks: 0, errors: [] });
  });
});

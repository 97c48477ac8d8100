import { randomBytes } from 'node:crypto';
import { WISHLIST_MAX_ITEMS } from '@app/contracts';
import { pointsLedger, wishlistItems, wishlists } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { wishlistProductIds } from '../src/modules/wishlist/service.ts';
import { registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

const NOT_SHARED = 'This wishlist does not exist or is not public.';

describe.each(STACKS)('wishlists on %s', (stack) => {
  const t = suiteTestApp(stack);
  /** Every product a test saved, removed again at the end (before the app closes: after-hooks run last first). */
  const saved: string[] = [];
  afterAll(async () => {
    if (saved.length > 0) await t.app.catalogue.deleteProducts(saved);
  });

  const call = appCaller(() => t.app);
  const add = (token: string, product_id: unknown) =>
    call('POST', '/api/wishlist/add', token, { product_id });
  const remove = (token: string, product_id: unknown) =>
    call('POST', '/api/wishlist/remove', token, { product_id });
  const read = (member: { token: string; user: { id: number } }) =>
    call('GET', `/api/wishlist/${member.user.id}`, member.token);
  const productIdsOf = (answer: { items: Array<{ product_id: string }> }) =>
    answer.items.map((item) => item.product_id);
  const balance = async (token: string) =>
    (await call('GET', '/api/points/balance', token)).json().total_points as number;

  /** Saves `n` products of this test's own to the catalogue and answers their ids. */
  async function makeProducts(n: number) {
    const tag = randomBytes(4).toString('hex');
    const ids = Array.from({ length: n }, (_, i) => `wl-${tag}-${i}`);
    await t.app.catalogue.saveProducts(ids.map((id) => ({ _id: id, name: `Wishlist test ${id}` })));
    saved.push(...ids);
    return ids;
  }

  it('adds, lists newest first and removes for the owner; adding twice is harmless', async () => {
    const me = await registerMember(t.app);
    const [first, second] = (await makeProducts(2)) as [string, string];

    const empty = await read(me);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], wishlist: null });

    const added = await add(me.token, first);
    expect(added.statusCode, added.body).toBe(200);
    const answer = added.json();
    expect(answer.wishlist).toEqual({
      id: expect.any(Number),
      is_public: false,
      share_slug: expect.any(String),
    });
    expect(answer.items).toEqual([
      { id: expect.any(Number), product_id: first, added_at: expect.any(String), saved_price: null },
    ]);
    expect(answer.points_awarded).toBe(2);
    expect(Number.isNaN(Date.parse(answer.items[0].added_at))).toBe(false);

    const again = await add(me.token, first);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...answer, points_awarded: 0 });

    expect(productIdsOf((await add(me.token, second)).json())).toEqual([second, first]);
    const listed = (await read(me)).json();
    expect(productIdsOf(listed)).toEqual([second, first]);
    expect(listed.wishlist).toEqual(answer.wishlist);

    const removed = await remove(me.token, first);
    expect(removed.statusCode).toBe(200);
    expect(productIdsOf(removed.json())).toEqual([second]);
    // Removing what is not there changes nothing.
    expect(productIdsOf((await remove(me.token, first)).json())).toEqual([second]);
    expect(productIdsOf((await read(me)).json())).toEqual([second]);
    expect(await balance(me.token)).toBe(4);
  });

  it('does not let another member read or change my wishlist, and changes nothing when they try', async () => {
    const me = await registerMember(t.app);
    const them = await registerMember(t.app);
    const [mine, theirs] = (await makeProducts(2)) as [string, string];
    const before = (await add(me.token, mine)).json();
    await add(them.token, theirs);

    const peek = await call('GET', `/api/wishlist/${me.user.id}`, them.token);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ error: 'You can only view your own wishlist', field: 'userId' });

    const flip = await call('POST', '/api/wishlist/toggle-public', them.token, {
      wishlist_id: before.wishlist.id,
      is_public: true,
    });
    expect(flip.statusCode).toBe(404);
    expect(flip.json()).toEqual({ error: 'Wishlist not found', field: 'wishlist_id' });

    // Their add and remove touch only their own list.
    expect(productIdsOf((await remove(them.token, mine)).json())).toEqual([theirs]);
    expect(productIdsOf((await add(them.token, mine)).json())).toEqual([mine, theirs]);

    const after = (await read(me)).json();
    expect(after).toEqual({ items: before.items, wishlist: before.wishlist });
    expect(after.wishlist.is_public).toBe(false);

    const visitor = await call('GET', `/api/wishlist/${me.user.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'Please log in first' });
    for (const [path, payload] of [
      ['add', { product_id: mine }],
      ['remove', { product_id: mine }],
      ['toggle-public', { wishlist_id: before.wishlist.id, is_public: true }],
    ] as const) {
      const refused = await call('POST', `/api/wishlist/${path}`, undefined, payload);
      expect(refused.statusCode, path).toBe(401);
      expect(refused.json()).toEqual({ error: 'Please log in first' });
    }
    expect((await read(me)).json()).toEqual(after);
  });

  it('serves a list by its slug only while it is public', async () => {
    const me = await registerMember(t.app);
    const [product] = (await makeProducts(1)) as [string];
    const { wishlist } = (await add(me.token, product)).json();
    expect(wishlist.share_slug).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const byLink = () => call('GET', `/api/wishlist/share/${wishlist.share_slug}`);

    const hidden = await byLink();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: NOT_SHARED });

    const opened = await call('POST', '/api/wishlist/toggle-public', me.token, {
      wishlist_id: wishlist.id,
      is_public: true,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().wishlist).toEqual({ ...wishlist, is_public: true });

    const shared = await byLink();
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({
      items: [
        { id: expect.any(Number), product_id: product, added_at: expect.any(String), saved_price: null },
      ],
      wishlist: { ...wishlist, is_public: true },
      owner: { id: me.user.id, username: me.user.username, display_name: null },
    });

    await call('POST', '/api/wishlist/toggle-public', me.token, {
      wishlist_id: wishlist.id,
      is_public: false,
    });
    expect((await byLink()).json()).toEqual({ error: NOT_SHARED });
    expect((await byLink()).statusCode).toBe(404);

    for (const slug of ['nope', 'A'.repeat(32), `${wishlist.share_slug.slice(0, -1)}!`]) {
      const unknown = await call('GET', `/api/wishlist/share/${encodeURIComponent(slug)}`);
      expect(unknown.statusCode, slug).toBe(404);
      expect(unknown.json()).toEqual({ error: NOT_SHARED });
    }
  });

  it('gives every list a slug of its own of at least 22 base64url characters', async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const [product] = (await makeProducts(1)) as [string];
    const slugA = (await add(a.token, product)).json().wishlist.share_slug as string;
    const slugB = (await add(b.token, product)).json().wishlist.share_slug as string;
    for (const slug of [slugA, slugB]) {
      expect(slug).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(slug.length).toBeGreaterThanOrEqual(22);
    }
    expect(slugA).not.toBe(slugB);
  });

  it('pays 2 points once for 20 concurrent adds of one product, and nothing for a remove and re-add', async () => {
    const me = await registerMember(t.app);
    const [product, other] = (await makeProducts(2)) as [string, string];
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(me.token, product)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((answer) => answer.json().points_awarded).sort()).toEqual([...Array(19).fill(0), 2]);
    expect(await balance(me.token)).toBe(2);
    const lists = await t.app.db.select().from(wishlists).where(eq(wishlists.userId, me.user.id));
    expect(lists).toHaveLength(1);
    expect(productIdsOf((await read(me)).json())).toEqual([product]);

    await remove(me.token, product);
    const readded = (await add(me.token, product)).json();
    expect(readded.points_awarded).toBe(0);
    expect(productIdsOf(readded)).toEqual([product]);
    expect(await balance(me.token)).toBe(2);
    // Another product pays its own 2.
    expect((await add(me.token, other)).json().points_awarded).toBe(2);
    expect(await balance(me.token)).toBe(4);
    const ledger = await t.app.db
      .select({ reference: pointsLedger.reference, amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, me.user.id), eq(pointsLedger.reason, 'wishlist_add')));
    expect(ledger.sort((x, y) => x.reference.localeCompare(y.reference))).toEqual(
      [product, other]
        .map((id) => ({ reference: `wishlist:${me.user.id}:${id}`, amount: 2 }))
        .sort((x, y) => x.reference.localeCompare(y.reference)),
    );
  });

  it('refuses bad bodies with the field named, and an unknown product with 404, changing nothing', async () => {
    const me = await registerMember(t.app);
    const [product] = (await makeProducts(1)) as [string];
    const { wishlist } = (await add(me.token, product)).json();
    const cases: Array<[string, unknown, string, string]> = [
      ['add', {}, 'product_id', 'product_id is required'],
      ['add', { product_id: '' }, 'product_id', 'product_id is required'],
      ['add', { product_id: 42 }, 'product_id', 'product_id must be text'],
      ['add', { product_id: 'x'.repeat(101) }, 'product_id', 'product_id must be at most 100 characters'],
      ['remove', { product_id: null }, 'product_id', 'product_id is required'],
      ['toggle-public', { is_public: true }, 'wishlist_id', 'wishlist_id is required'],
      [
        'toggle-public',
        { wishlist_id: 'abc', is_public: true },
        'wishlist_id',
        'wishlist_id must be a positive whole number',
      ],
      ['toggle-public', { wishlist_id: wishlist.id }, 'is_public', 'is_public is required'],
      [
        'toggle-public',
        { wishlist_id: wishlist.id, is_public: 'yes' },
        'is_public',
        'is_public must be true or false',
      ],
    ];
    for (const [path, payload, field, error] of cases) {
      const response = await call('POST', `/api/wishlist/${path}`, me.token, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toEqual({ error, field });
    }
    const notJson = await call('POST', '/api/wishlist/add', me.token, [product]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('The request body must be a JSON object');

    const unknown = await add(me.token, `no-such-product-${randomBytes(4).toString('hex')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Product not found', field: 'product_id' });

    const badUser = await call('GET', '/api/wishlist/abc', me.token);
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json()).toEqual({ error: 'userId must be a positive whole number', field: 'userId' });

    expect((await read(me)).json()).toEqual({
      items: [
        { id: expect.any(Number), product_id: product, added_at: expect.any(String), saved_price: null },
      ],
      wishlist,
    });
    expect(await balance(me.token)).toBe(2);
  });

  it('makes no list for a refused first add', async () => {
    const me = await registerMember(t.app);
    const refused = await add(me.token, `no-such-product-${randomBytes(4).toString('hex')}`);
    expect(refused.statusCode).toBe(404);
    expect((await read(me)).json()).toEqual({ items: [], wishlist: null });
    const flip = await call('POST', '/api/wishlist/toggle-public', me.token, {
      wishlist_id: 1,
      is_public: true,
    });
    expect(flip.statusCode).toBe(404);
  });

  it('keeps a product the catalogue dropped on the list, and lets the owner remove it', async () => {
    const me = await registerMember(t.app);
    const [kept, dropped] = (await makeProducts(2)) as [string, string];
    await add(me.token, kept);
    await add(me.token, dropped);
    await t.app.catalogue.deleteProducts([dropped]);
    expect(productIdsOf((await read(me)).json())).toEqual([dropped, kept]);
    expect(productIdsOf((await remove(me.token, dropped)).json())).toEqual([kept]);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products and says so`, async () => {
    const me = await registerMember(t.app);
    const [extra] = (await makeProducts(1)) as [string];
    const { wishlist } = (await add(me.token, extra)).json();
    await remove(me.token, extra);
    // The list is filled directly: the bound is what is tested, not 500 requests.
    await t.app.db.insert(wishlistItems).values(
      Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => ({
        wishlistId: wishlist.id,
        productId: `filler-${i}`,
      })),
    );
    const full = await add(me.token, extra);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: `Your wishlist is full (${WISHLIST_MAX_ITEMS} products). Remove one to add another.`,
      field: 'product_id',
    });
    expect((await read(me)).json().items).toHaveLength(WISHLIST_MAX_ITEMS);
    // A product already on the full list adds harmlessly; after a remove there is room again.
    await remove(me.token, 'filler-0');
    const room = await add(me.token, extra);
    expect(room.statusCode).toBe(200);
    expect(room.json().items).toHaveLength(WISHLIST_MAX_ITEMS);
    expect((await add(me.token, extra)).statusCode).toBe(200);
  });

  it("answers a member's product ids for their profile, public lists only when asked", async () => {
    const me = await registerMember(t.app);
    const nobody = await registerMember(t.app);
    const [first, second] = (await makeProducts(2)) as [string, string];
    await add(me.token, first);
    const { wishlist } = (await add(me.token, second)).json();

    expect(await wishlistProductIds(t.app.db, me.user.id, { publicOnly: false })).toEqual([second, first]);
    expect(await wishlistProductIds(t.app.db, me.user.id, { publicOnly: true })).toBeNull();
    await call('POST', '/api/wishlist/toggle-public', me.token, {
      wishlist_id: wishlist.id,
      is_public: true,
    });
    expect(await wishlistProductIds(t.app.db, me.user.id, { publicOnly: true })).toEqual([second, first]);
    expect(await wishlistProductIds(t.app.db, nobody.user.id, { publicOnly: false })).toBeNull();
    await remove(me.token, first);
    await remove(me.token, second);
    // An emptied public list is still a list.
    expect(await wishlistProductIds(t.app.db, me.user.id, { publicOnly: true })).toEqual([]);
  });
});

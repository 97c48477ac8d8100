// Issue 44's wishlist price drops on both stacks: the price a product had when saved, a drop of at least 5 % told
// to every wishlister once (the bell, a push against the local push receiver, one line of the daily email against
// the local SMTP server), nothing for 4 %, a price told of before, a retried refresh or check, a hidden price, or a
// member who turned drops off; what a lost check or a lost push would have told, found by the sweep.
import { notificationSettings, notifications, products, wishlistItems } from '@app/db';
import { PUSH_NOTIFICATION_JOB } from '@app/jobs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_CHECK_JOB, PRICE_SWEEP_JOB } from '../src/modules/price-alerts/checks.ts';
import { STACKS } from '../src/testing.ts';
import { type Member, priceActions, suitePriceApp } from './price-support.ts';
import { waitFor } from './support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(STACKS)('wishlist price drops on %s', (stack) => {
  const app = suitePriceApp(stack);
  const act = priceActions(app);
  const db = () => app().t.app.db;

  /** The check after a write, and the sweep, queued again as a retried job would be, and run. */
  async function checkAgain(productId: string) {
    await Promise.all([
      app().t.app.jobs.enqueue(PRICE_CHECK_JOB, { productIds: [productId] }),
      app().t.app.jobs.enqueue(PRICE_CHECK_JOB, { productIds: [productId, productId] }),
      app().t.app.jobs.enqueue(PRICE_SWEEP_JOB, {}),
    ]);
    await act.drained();
  }
  const staleAmazon = (productId: string, fields: { price?: number | null } = {}) =>
    db()
      .update(products)
      .set({ ...fields, lastUpdated: new Date(Date.now() - 25 * HOUR) })
      .where(eq(products.id, productId));

  it('keeps the price shown when a product was saved, and none when its price was hidden', async () => {
    const shop = await act.product({ price: 100 });
    const fresh = await act.product({
      source: 'amazon',
      price: 50,
      lastUpdated: new Date().toISOString(),
    });
    const stale = await act.product({
      source: 'amazon',
      price: 50,
      lastUpdated: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
    });
    const me = await act.member([shop, fresh, stale]);
    const own = (await act.call('GET', `/api/wishlist/${me.user.id}`, me.token)).json();
    const saved = Object.fromEntries(
      own.items.map((item: { product_id: string; saved_price: number | null }) => [
        item.product_id,
        item.saved_price,
      ]),
    );
    expect(saved).toEqual({ [shop]: 100, [fresh]: 50, [stale]: null });
    // A public list carries them too.
    await act.call('POST', '/api/wishlist/toggle-public', me.token, {
      wishlist_id: own.wishlist.id,
      is_public: true,
    });
    const shared = (await act.call('GET', `/api/wishlist/share/${own.wishlist.share_slug}`)).json();
    expect(shared.items.map((item: { saved_price: number | null }) => item.saved_price).sort()).toEqual(
      [100, 50, null].sort(),
    );
  });

  it('tells every wishlister of a drop of 5 % once: the bell, a push and one line of the daily email', async () => {
    const id = await act.product({ price: 100 });
    const title = `Glow Cube ${id}`;
    const members = [await act.member([id]), await act.member([id]), await act.member([id])];
    const [pushed] = members as [Member];
    await act.subscribe(pushed, `drop-${id}`);

    await act.setPrice(id, 96);
    for (const member of members) expect(await act.notes(member)).toEqual([]);

    await act.setPrice(id, 95);
    await act.setPrice(id, 95);
    for (const member of members) {
      expect(await act.notes(member)).toEqual([
        {
          id: expect.any(Number),
          kind: 'price_drop',
          actor: null,
          product_id: id,
          thread_id: null,
          thread_title: null,
          reply_id: null,
          about: null,
          match_id: null,
          detail: { product_title: title, old_price: 100, new_price: 95 },
          count: 1,
          created_at: expect.any(String),
          read: false,
        },
      ]);
    }
    const push = {
      title: 'Price drop',
      body: `“${title}” dropped 5 % to $95.00 (was $100.00)`,
      url: `/product/${id}`,
      tag: `product-${id}`,
    };
    await waitFor(async () => act.pushesTo(`drop-${id}`).length === 1, { what: 'the push' });
    expect(act.pushesTo(`drop-${id}`)).toEqual([push]);
    expect(app().receiver.errors).toEqual([]);

    // Up, then back to the price told of: nothing. 5 % below that: told again, from the price told of.
    await act.setPrice(id, 120);
    await act.setPrice(id, 95);
    expect(await act.notes(pushed)).toHaveLength(1);
    await act.setPrice(id, 90.25);
    expect((await act.notes(pushed)).map((note) => note.detail)).toEqual([
      { product_title: title, old_price: 95, new_price: 90.25 },
      { product_title: title, old_price: 100, new_price: 95 },
    ]);
    await waitFor(async () => act.pushesTo(`drop-${id}`).length === 2, { what: 'the second push' });

    // One email a day, one line for the product (both drops since the last email), from the price saved.
    await act.digest();
    await act.digest();
    for (const member of members) {
      const mails = act.mailsTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`Subject: ${title} is now $90.25`);
      expect(mails[0]).toContain(
        `- ${title}: now $90.25 (was $100.00, 10 % less), ${app().t.config.publicBaseUrl}/product/${id}`,
      );
      // It lists only drops: its one-click unsubscribe turns price drops off.
      expect(mails[0]).toMatch(/List-Unsubscribe: <[^>]*kind=prices&/);
    }
    // Listed once: the next day's email has nothing more to say of it.
    await act.digest(Date.now() + 24 * HOUR);
    expect(act.mailsTo(pushed)).toHaveLength(1);
  });

  it('tells nothing twice when the refresh or its check runs again, even at once', async () => {
    const asin = `B0PD${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const id = await act.product({
      source: 'amazon',
      asin,
      price: 50,
      lastUpdated: new Date().toISOString(),
    });
    const members = [await act.member([id]), await act.member([id])];
    const [pushed] = members as [Member];
    await act.subscribe(pushed, `refresh-${id}`);

    await act.refresh(asin, 50);
    expect(await act.notes(pushed)).toEqual([]);
    await act.refresh(asin, 47.5);
    await act.refresh(asin, 47.5);
    await checkAgain(id);
    for (const member of members) {
      expect((await act.notes(member)).map((note) => note.detail)).toEqual([
        { product_title: `Glow Cube ${id}`, old_price: 50, new_price: 47.5 },
      ]);
    }
    await waitFor(async () => act.pushesTo(`refresh-${id}`).length === 1, { what: 'the push' });

    // Even were the price told of lost, the notification's key writes none twice.
    await db().update(wishlistItems).set({ alertedPrice: 50 }).where(eq(wishlistItems.productId, id));
    await checkAgain(id);
    for (const member of members) expect(await act.notes(member)).toHaveLength(1);
    const told = await db()
      .select({ told: wishlistItems.alertedPrice })
      .from(wishlistItems)
      .where(eq(wishlistItems.productId, id));
    expect(told).toEqual([{ told: 47.5 }, { told: 47.5 }]);
    await act.drained();
    expect(act.pushesTo(`refresh-${id}`)).toHaveLength(1);
  });

  it('never tells of a hidden price: unknown, or an Amazon price older than a day', async () => {
    const asin = `B0HD${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const id = await act.product({
      source: 'amazon',
      asin,
      price: 50,
      lastUpdated: new Date().toISOString(),
    });
    const me = await act.member([id]);

    // Amazon's answer of 25 hours ago: not shown, so not told.
    await staleAmazon(id, { price: 40 });
    await checkAgain(id);
    expect(await act.notes(me)).toEqual([]);
    // No price at all.
    await db().update(products).set({ price: null, lastUpdated: new Date() }).where(eq(products.id, id));
    await checkAgain(id);
    expect(await act.notes(me)).toEqual([]);

    // Amazon answers again: shown, and told.
    await act.refresh(asin, 40);
    expect((await act.notes(me)).map((note) => note.detail)).toMatchObject([
      { old_price: 50, new_price: 40 },
    ]);

    // By the time of the daily email the price is a day old again: the email does not show it.
    await staleAmazon(id);
    await act.digest();
    expect(act.mailsTo(me)).toEqual([]);
  });

  it('starts an item saved while no price was shown from the first one shown, telling nothing of it', async () => {
    const asin = `B0NP${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const id = await act.product({ source: 'amazon', asin, price: 50 });
    const me = await act.member([id]);
    await act.refresh(asin, 40);
    expect(await act.notes(me)).toEqual([]);
    const told = await db()
      .select({ told: wishlistItems.alertedPrice })
      .from(wishlistItems)
      .where(eq(wishlistItems.productId, id));
    expect(told).toEqual([{ told: 40 }]);
    await act.refresh(asin, 38);
    expect((await act.notes(me)).map((note) => note.detail)).toMatchObject([
      { old_price: 40, new_price: 38 },
    ]);
  });

  it('finds by its sweep a drop whose check was never queued', async () => {
    const id = await act.product({ price: 100 });
    const me = await act.member([id]);
    // A write that queued no check (as if the queue had been away when the edit committed).
    await app().t.app.catalogue.saveProducts([
      { _id: id, name: `Glow Cube ${id}`, price: 80, source: 'other' },
    ]);
    await act.drained();
    expect(await act.notes(me)).toEqual([]);
    await app().t.app.jobs.enqueue(PRICE_SWEEP_JOB, {});
    await act.drained();
    expect((await act.notes(me)).map((note) => note.detail)).toMatchObject([
      { old_price: 100, new_price: 80 },
    ]);
  });

  it('pushes by its sweep, once, a drop whose push could not be queued after its check wrote it', async () => {
    const id = await act.product({ price: 100 });
    const me = await act.member([id]);
    await act.subscribe(me, `lost-${id}`);
    act.failNextEnqueue(PUSH_NOTIFICATION_JOB);
    await act.setPrice(id, 90);
    // The check failed after its commit and ran again: the drop is in the bell, its push was never queued.
    expect((await act.notes(me)).map((note) => note.detail)).toMatchObject([
      { old_price: 100, new_price: 90 },
    ]);
    expect(act.pushesTo(`lost-${id}`)).toEqual([]);

    // Written over a minute ago (a sweep leaves a newer one to the check that wrote it): the sweeps push it once.
    await db()
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 2 * MINUTE) })
      .where(eq(notifications.productId, id));
    await Promise.all([
      app().t.app.jobs.enqueue(PRICE_SWEEP_JOB, {}),
      app().t.app.jobs.enqueue(PRICE_SWEEP_JOB, {}),
    ]);
    await act.drained();
    await app().t.app.jobs.enqueue(PRICE_SWEEP_JOB, {});
    await act.drained();
    expect(act.pushesTo(`lost-${id}`)).toEqual([
      {
        title: 'Price drop',
        body: `“Glow Cube ${id}” dropped 10 % to $90.00 (was $100.00)`,
        url: `/product/${id}`,
        tag: `product-${id}`,
      },
    ]);
    expect(app().receiver.errors).toEqual([]);
  });

  it('tells nothing to a member who turned price drops off, and a page leaving the setting out keeps it', async () => {
    const id = await act.product({ price: 100 });
    const [off, on] = [await act.member([id]), await act.member([id])];
    const settings = { push: false, emailDigest: true, deadlineEmail: true };
    const saved = await act.call('PUT', '/api/notification-settings', off.token, {
      ...settings,
      priceDrops: false,
    });
    expect(saved.json()).toEqual({ ...settings, priceDrops: false });
    expect((await act.call('PUT', '/api/notification-settings', off.token, settings)).json()).toEqual({
      ...settings,
      priceDrops: false,
    });

    await act.setPrice(id, 90);
    expect(await act.notes(off)).toEqual([]);
    expect(await act.notes(on)).toHaveLength(1);

    // The daily email's one-click unsubscribe (it lists only drops) turns price drops off.
    await act.digest();
    const link = /List-Unsubscribe: <([^>]+)>/.exec(act.mailsTo(on)[0] ?? '')?.[1] ?? '';
    const url = new URL(link);
    const clicked = await app().t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.json()).toEqual({
      ok: true,
      message: "You won't be told of price drops on your wishlist any more.",
    });
    const [row] = await db()
      .select({ priceDrops: notificationSettings.priceDrops, emailDigest: notificationSettings.emailDigest })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, on.user.id));
    expect(row).toEqual({ priceDrops: false, emailDigest: true });
    await act.setPrice(id, 80);
    expect(await act.notes(on)).toHaveLength(1);

    // Turned on again: the next check tells of the drop since the last price told of.
    await act.call('PUT', '/api/notification-settings', off.token, { ...settings, priceDrops: true });
    await checkAgain(id);
    expect((await act.notes(off)).map((note) => note.detail)).toMatchObject([
      { old_price: 100, new_price: 80 },
    ]);
  });
});

// Issue 44's target-price alerts on both stacks: POST/GET/DELETE /api/price-alerts with the price rules, the
// 50-alert limit and their errors; an alert fires once when a price crosses below it (bell, push, the daily
// email's line) and not again until the member sets it again.
import {
  PRICE_ALERT_LIMIT,
  PRICE_ALERT_LIMIT_REACHED,
  PRICE_ALERT_NO_PRICE,
  PRICE_ALERT_NOT_BELOW,
  PRICE_ALERT_NOT_FOUND,
} from '@app/contracts';
import { priceAlerts } from '@app/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STACKS } from '../src/testing.ts';
import { type Member, priceActions, suitePriceApp } from './price-support.ts';
import { waitFor } from './support.ts';

describe.each(STACKS)('price alerts on %s', (stack) => {
  const app = suitePriceApp(stack);
  const act = priceActions(app);
  const setAlert = (member: Member, product_id: unknown, below: unknown) =>
    act.call('POST', '/api/price-alerts', member.token, { product_id, below });
  const alertsOf = async (member: Member) =>
    (await act.call('GET', '/api/price-alerts', member.token)).json().alerts as Array<
      Record<string, unknown>
    >;

  it('sets, lists, re-arms and deletes alerts, refusing a target that is not under the price shown now', async () => {
    const [cube, lamp] = [await act.product({ price: 100 }), await act.product({ price: 30 })];
    const me = await act.member();
    const created = await setAlert(me, cube, 80);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      product_id: cube,
      product_title: `Glow Cube ${cube}`,
      below: 80,
      current_price: 100,
      fired_at: null,
      created_at: expect.any(String),
    });
    expect((await setAlert(me, lamp, 29.99)).statusCode).toBe(201);
    // Newest first; setting the same product again changes its target, it adds none.
    const again = await setAlert(me, cube, 75.5);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: created.json().id, below: 75.5 });
    expect((await alertsOf(me)).map((alert) => [alert.product_id, alert.below])).toEqual([
      [lamp, 29.99],
      [cube, 75.5],
    ]);

    const refused: Array<[unknown, unknown, number, { error: string; field: string }]> = [
      [cube, 100, 400, { error: PRICE_ALERT_NOT_BELOW, field: 'below' }],
      [cube, 120, 400, { error: PRICE_ALERT_NOT_BELOW, field: 'below' }],
      [cube, 0, 400, { error: 'below must be a positive price', field: 'below' }],
      [cube, -5, 400, { error: 'below must be a positive price', field: 'below' }],
      [cube, 50.123, 400, { error: 'below must have at most two decimals', field: 'below' }],
      [cube, '50', 400, { error: 'below must be a price', field: 'below' }],
      [cube, undefined, 400, { error: 'below must be a price', field: 'below' }],
      [undefined, 50, 400, { error: 'product_id is required', field: 'product_id' }],
      ['no-such-product', 50, 404, { error: 'Product not found', field: 'product_id' }],
    ];
    for (const [product, below, status, error] of refused) {
      const answer = await setAlert(me, product, below);
      expect(answer.statusCode, `${product} ${below}`).toBe(status);
      expect(answer.json(), `${product} ${below}`).toEqual(error);
    }
    // No price shown (unknown, or an Amazon price older than a day): nothing to be under.
    const unknown = await act.product({ price: null });
    const stale = await act.product({ source: 'amazon', price: 40, lastUpdated: '2020-01-01T00:00:00Z' });
    for (const product of [unknown, stale]) {
      const answer = await setAlert(me, product, 10);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: PRICE_ALERT_NO_PRICE, field: 'product_id' });
    }
    expect(await alertsOf(me)).toHaveLength(2);

    const someoneElse = await act.member();
    const lampAlert = (await alertsOf(me))[0]?.id;
    expect((await act.call('DELETE', `/api/price-alerts/${lampAlert}`, someoneElse.token)).json()).toEqual({
      error: PRICE_ALERT_NOT_FOUND,
      field: 'id',
    });
    const deleted = await act.call('DELETE', `/api/price-alerts/${lampAlert}`, me.token);
    expect(deleted.statusCode).toBe(204);
    expect((await act.call('DELETE', `/api/price-alerts/${lampAlert}`, me.token)).statusCode).toBe(404);
    expect((await alertsOf(me)).map((alert) => alert.product_id)).toEqual([cube]);
    for (const [method, url] of [
      ['GET', '/api/price-alerts'],
      ['POST', '/api/price-alerts'],
      ['DELETE', `/api/price-alerts/${lampAlert}`],
    ] as const) {
      expect(
        (
          await act.call(
            method,
            url,
            undefined,
            method === 'POST' ? { product_id: cube, below: 5 } : undefined,
          )
        ).statusCode,
      ).toBe(401);
    }
  });

  it(`keeps at most ${PRICE_ALERT_LIMIT} alerts a member, and says so`, async () => {
    const me = await act.member();
    const ids: string[] = [];
    for (let i = 0; i <= PRICE_ALERT_LIMIT; i++) ids.push(await act.product({ price: 20 }));
    const kept = ids.slice(0, PRICE_ALERT_LIMIT);
    // Set at once: the limit holds under concurrent requests too.
    const answers = await Promise.all(kept.map((id) => setAlert(me, id, 10)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(kept.map(() => 201));
    const over = await setAlert(me, ids[PRICE_ALERT_LIMIT], 10);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: PRICE_ALERT_LIMIT_REACHED, field: 'product_id' });
    // One already kept may be set again at the limit; deleting one makes room.
    expect((await setAlert(me, kept[0], 9)).statusCode).toBe(201);
    const [first] = await alertsOf(me);
    expect((await act.call('DELETE', `/api/price-alerts/${first?.id}`, me.token)).statusCode).toBe(204);
    expect((await setAlert(me, ids[PRICE_ALERT_LIMIT], 10)).statusCode).toBe(201);
    expect(await alertsOf(me)).toHaveLength(PRICE_ALERT_LIMIT);
  });

  it('fires once when a price crosses below the target, and again only once the member sets it again', async () => {
    const id = await act.product({ price: 100 });
    const title = `Glow Cube ${id}`;
    const me = await act.member();
    await act.subscribe(me, `alert-${id}`);
    expect((await setAlert(me, id, 80)).statusCode).toBe(201);
    // Wishlisted and alerted: when both fire, the alert is the one told of, and the drop counts as told.
    const both = await act.member([id]);
    expect((await setAlert(both, id, 90)).statusCode).toBe(201);

    await act.setPrice(id, 80);
    expect(await act.notes(me)).toEqual([]);
    await act.setPrice(id, 79.99);
    await act.setPrice(id, 77);
    const fired = (below: number, price: number) => ({
      kind: 'price_alert',
      actor: null,
      product_id: id,
      detail: { product_title: title, old_price: below, new_price: price },
      read: false,
    });
    expect(await act.notes(me)).toMatchObject([fired(80, 79.99)]);
    expect(await act.notes(both)).toMatchObject([fired(90, 80)]);
    const [alert] = await alertsOf(me);
    expect(alert).toMatchObject({ below: 80, current_price: 77, fired_at: expect.any(String) });
    await waitFor(async () => act.pushesTo(`alert-${id}`).length === 1, { what: 'the push' });
    expect(act.pushesTo(`alert-${id}`)).toEqual([
      {
        title: 'Price alert',
        body: `“${title}” is now $79.99, below your $80.00 alert`,
        url: `/product/${id}`,
        tag: `product-${id}`,
      },
    ]);
    // The member who also wishlisted it was told of 80 already: 77 is not 5 % below that.
    expect(await act.notes(both)).toHaveLength(1);

    // Set again (under the price now): armed, and it fires once more.
    const rearmed = await setAlert(me, id, 70);
    expect(rearmed.json()).toMatchObject({ id: alert?.id, below: 70, fired_at: null });
    await act.setPrice(id, 69);
    await act.setPrice(id, 60);
    expect((await act.notes(me)).map((note) => note.detail)).toEqual([
      { product_title: title, old_price: 70, new_price: 69 },
      { product_title: title, old_price: 80, new_price: 79.99 },
    ]);
    const [row] = await app()
      .t.app.db.select()
      .from(priceAlerts)
      .where(eq(priceAlerts.id, Number(alert?.id)));
    expect(row?.firedAt).not.toBeNull();

    // The daily email lists it (one line for the product, the latest alert), and its unsubscribe is the email's.
    await act.digest();
    const [mail] = act.mailsTo(me);
    expect(act.mailsTo(me)).toHaveLength(1);
    expect(mail).toContain(`Subject: ${title} is now $60.00`);
    expect(mail).toContain(
      `- ${title}: now $60.00, below your $70.00 alert, ${app().t.config.publicBaseUrl}/product/${id}`,
    );
    expect(mail).toMatch(/List-Unsubscribe: <[^>]*kind=digest&/);
  });
});

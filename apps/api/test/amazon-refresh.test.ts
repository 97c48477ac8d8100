// Refreshing products from Amazon's Creators API as background jobs (BullMQ with Redis, the in-process runner
// embedded), against a local fake of the API: a token endpoint and GetItems that checks the bearer token and
// answers like Amazon, with expired tokens, throttling, per-item errors and failures on demand
// (src/modules/amazon/fake-creators-api.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREATORS_CREDENTIAL as CREDENTIAL,
  createTestApp,
  type FakeCreators,
  registerAdmin,
  STACKS,
  startFakeCreators,
  type TestApp,
} from '../src/testing.ts';
import { startJobWorker, waitFor } from './support.ts';

type Json = Record<string, unknown>;
const PASSWORD = 'refresh-admin-secret';
const RATE = 10;

describe.each(STACKS)('the Amazon refresh on %s', (stack) => {
  let t: TestApp;
  let fake: FakeCreators;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    fake = await startFakeCreators({ partnerTag: 'refreshtag-20' });
    t = await createTestApp(stack, {
      ADMIN_PASSWORD: PASSWORD,
      AMAZON_PARTNER_TAG: 'refreshtag-20',
      AMAZON_CREDENTIAL_ID: CREDENTIAL.id,
      AMAZON_CREDENTIAL_SECRET: CREDENTIAL.secret,
      AMAZON_CREDENTIAL_VERSION: CREDENTIAL.version,
      AMAZON_TOKEN_URL: `${fake.url}/token`,
      AMAZON_API_URL: fake.url,
      AMAZON_REQUESTS_PER_SECOND: String(RATE),
    });
    startJobWorker(t);
    admin = await registerAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.throttle.clear();
    fake.gone.clear();
    fake.failing.clear();
  });

  const call = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}password=${PASSWORD}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
  const asins = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => `B0${randomBytes(3).toString('hex').toUpperCase()}${index % 10}`,
    );
  /** A catalogue of exactly these Amazon products (the demo products removed), each at $1.00. */
  async function catalogueOf(list: string[]) {
    const { products } = await t.app.catalogue.snapshot();
    await t.app.catalogue.deleteProducts(products.map((product) => product._id));
    await t.app.catalogue.saveProducts(
      list.map((asin) => ({ _id: asin, asin, name: `Curated ${asin}`, price: 1, source: 'amazon' })),
    );
  }
  const run = async (id: number) => (await call('GET', `/admin/refresh-runs/${id}`)).json().run as Json;
  const finished = (id: number, status = 'done') =>
    waitFor(async () => ((await run(id)).status === status ? run(id) : null), {
      timeoutMs: 30_000,
      what: `refresh ${id} ${status}`,
    });
  const storefront = async () =>
    new Map(
      ((await t.app.inject({ url: '/products' })).json() as Json[]).map((product) => [
        product._id as string,
        product,
      ]),
    );

  it('refreshes 95 products in 10 calls at the rate limit, through a throttled call and an ASIN Amazon dropped', async () => {
    const list = asins(95);
    await catalogueOf(list);
    const [dropped] = list.slice(40, 41) as [string];
    fake.gone.add(dropped);
    fake.throttle.add(3);
    const tokensBefore = fake.tokensIssued;

    const queued = await call('POST', '/refresh-products');
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ success: true, run: { kind: 'all', status: 'queued' } });
    const done = await finished(queued.json().run.id);
    expect(done).toMatchObject({ status: 'done', total: 95, updated: 94, failed: 1 });
    expect(done.errors).toEqual([
      { asin: dropped, reason: `The ItemId ${dropped} is not accessible through the Creators API.` },
    ]);

    const answered = fake.calls.filter((entry) => entry.status === 200);
    expect(answered).toHaveLength(10);
    expect(fake.calls.filter((entry) => entry.status === 429)).toHaveLength(1);
    expect(answered.flatMap((entry) => entry.asins).sort()).toEqual([...list].sort());
    expect(Math.max(...answered.map((entry) => entry.asins.length))).toBe(10);
    // At the configured rate: the calls leave 1/RATE s apart. They are timed where they arrive, and on a busy
    // machine one arrival can come late and bunch with the next, so no three arrivals fall within one spacing
    // (unpaced calls would all arrive together) and the whole run takes its paced time.
    const spacing = 1000 / RATE;
    const arrivals = fake.calls.map((entry) => entry.at);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(
      (arrivals.length - 1) * spacing * 0.9,
    );
    for (let index = 2; index < arrivals.length; index++) {
      expect((arrivals[index] ?? 0) - (arrivals[index - 2] ?? 0)).toBeGreaterThanOrEqual(spacing);
    }
    expect(fake.tokensIssued - tokensBefore).toBeLessThanOrEqual(1);

    const products = await storefront();
    for (const asin of list) {
      const product = products.get(asin) as Json;
      if (asin === dropped) {
        expect(product).toMatchObject({ availability: 'Unavailable', price: null });
      } else {
        expect(product).toMatchObject({
          name: `Curated ${asin}`,
          price: fake.price(asin),
          availability: 'IN_STOCK',
          imageUrl: `https://m.media-amazon.com/images/I/${asin}.jpg`,
          affiliateUrl: `https://www.amazon.com/dp/${asin}?tag=refreshtag-20&linkCode=ogi`,
        });
      }
      expect(Date.parse(product.lastUpdated as string)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The dashboard tells admins how the last refresh went.
    const dashboard = (
      await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization: `Bearer ${admin.token}` } })
    ).json();
    expect(dashboard.last_amazon_refresh).toMatchObject({
      id: done.id,
      status: 'done',
      updated: 94,
      failed: 1,
    });
  });

  it('fetches a new token when Amazon says the old one expired, and refreshes one product', async () => {
    const list = asins(3);
    await catalogueOf(list);
    await finished((await call('POST', `/admin/refresh-product/${list[0]}`)).json().run.id);
    const issued = fake.tokensIssued;
    fake.expireTokens();
    const queued = await call('POST', `/admin/refresh-product/${list[1]}`);
    expect(queued.json().run).toMatchObject({ kind: 'one', asin: list[1] });
    expect(await finished(queued.json().run.id)).toMatchObject({ total: 1, updated: 1, failed: 0 });
    expect(fake.tokensIssued).toBe(issued + 1);
    expect(fake.calls.map((entry) => entry.status)).toEqual([200, 401, 200]);
    expect((await storefront()).get(list[2] as string)).toMatchObject({ price: 1, lastUpdated: null });
  });

  it('leaves no half-written product when a run dies midway, and finishes when the job is tried again', async () => {
    const list = asins(40);
    await catalogueOf(list);
    // The third call and its four retries fail: the job's first attempt ends after two batches.
    for (const number of [3, 4, 5, 6, 7]) fake.failing.add(number);
    const queued = await call('POST', '/refresh-products');
    const id = queued.json().run.id as number;
    const failed = await finished(id, 'failed');
    expect(failed.errors).toEqual([{ reason: 'Amazon answered HTTP 500: Internal failure' }]);
    // Every product is either untouched or wholly refreshed, never one without the other.
    const midway = await storefront();
    let refreshed = 0;
    for (const asin of list) {
      const product = midway.get(asin) as Json;
      if (product.lastUpdated === null) {
        expect(product).toMatchObject({ price: 1, availability: null });
      } else {
        refreshed += 1;
        expect(product).toMatchObject({ price: fake.price(asin), availability: 'IN_STOCK' });
      }
    }
    expect(refreshed).toBeLessThan(list.length);
    const done = await finished(id);
    expect(done).toMatchObject({ total: 40, updated: 40, failed: 0, errors: [] });
    for (const asin of list) {
      expect((await storefront()).get(asin)).toMatchObject({
        price: fake.price(asin),
        availability: 'IN_STOCK',
      });
    }
  });
});

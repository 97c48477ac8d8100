// The product admin (product spec 2 §2, §5, §7): an admin's token and the shared password on every call, the
// spec's validation messages from the server, changes seen by the storefront at once and written to the audit
// log, and refusals that change nothing.
import { PRODUCT_ADMIN_TEXT as TEXT } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { suiteTestApp } from './support.ts';

type Json = Record<string, unknown>;
const PASSWORD = 'shared-admin-secret';

describe.each(STACKS)('the product admin on %s', (stack) => {
  const t = suiteTestApp(stack, { ADMIN_PASSWORD: PASSWORD, AMAZON_PARTNER_TAG: 'testtag-21' });
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let address = 0;
  beforeAll(async () => {
    admin = await registerAdmin(t.app);
  });

  /** Each call from an address of its own unless told, so the wrong-password budget is only tested where meant. */
  const nextAddress = () => {
    address = (address % 250) + 1;
    return `203.0.113.${address}`;
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { token = admin.token, body, from }: { token?: string | null; body?: Json; from?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: from ?? nextAddress(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
  const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
  const otherProduct = (id: string): Json => ({
    password: PASSWORD,
    _id: id,
    name: `Glow cube ${id}`,
    description: 'A cube that glows',
    price: '$24.50',
    source: 'other',
    affiliateUrl: 'https://shop.example.com/glow-cube',
    imageUrl: 'https://shop.example.com/glow-cube.jpg',
    categories: 'Gadgets, , Lights ',
    images: 'https://shop.example.com/a.jpg,https://shop.example.com/b.jpg',
  });
  const storefront = async (id: string) => {
    const response = await t.app.inject({ url: `/api/products/${encodeURIComponent(id)}` });
    return response.statusCode === 200 ? response.json().product : null;
  };
  const productCount = async () => (await t.app.inject({ url: '/products' })).json().length as number;
  const auditFor = async (id: string) =>
    (await call('GET', '/api/admin/audit?limit=100'))
      .json()
      .entries.filter((entry: Json) => entry.target_type === 'product' && entry.target_id === id);

  it('adds an "other" product from the form, seen by the storefront at once, and logs who did', async () => {
    const before = await t.app.inject({ url: '/products' });
    const id = `cube-${unique()}`;
    const created = await call('POST', '/admin/products', { body: otherProduct(id) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      product: {
        _id: id,
        name: `Glow cube ${id}`,
        price: 24.5,
        source: 'other',
        categories: ['gadgets', 'lights'],
        images: ['https://shop.example.com/a.jpg', 'https://shop.example.com/b.jpg'],
        affiliateUrl: 'https://shop.example.com/glow-cube',
      },
    });
    // The storefront's cached list moved on (a new ETag) and carries it.
    const after = await t.app.inject({ url: '/products', headers: { 'if-none-match': before.headers.etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((product: Json) => product._id)).toContain(id);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: 'products.create', actor_username: admin.user.username });
    expect((entry.details as { changes: Json }).changes.price).toEqual({ from: null, to: 24.5 });
  });

  it('gives an Amazon product without a link the tagged Amazon link, and lists it newest drop first', async () => {
    const asin = `B0${unique()}X`;
    const created = await call('POST', '/admin/products', {
      body: {
        password: PASSWORD,
        _id: `amz-${asin}`,
        name: 'Taco blanket',
        asin: asin.toLowerCase(),
        dropDate: '2099-01-01',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().product).toMatchObject({
      asin,
      source: 'amazon',
      affiliateUrl: `https://www.amazon.com/dp/${asin}?tag=testtag-21`,
    });
    const list = (await call('GET', `/admin/products?password=${PASSWORD}`)).json();
    expect(list.success).toBe(true);
    const [first] = list.products;
    expect(first).toMatchObject({
      asin,
      title: 'Taco blanket',
      detailPageUrl: expect.stringContaining(asin),
    });
    expect(JSON.parse(first.frontendData)).toMatchObject({ _id: `amz-${asin}`, source: 'amazon', asin });
    const dates = list.products.map((item: Json) => JSON.parse(item.frontendData as string).dropDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('GET', `/admin/products/asins?password=${PASSWORD}`)).json()).toMatchObject({
      success: true,
      asins: expect.arrayContaining([asin]),
    });
  });

  it('answers every rule of the form in its words, on its field, and stores nothing', async () => {
    const count = await productCount();
    const cases: Array<[Json, string, string]> = [
      [{ name: 'No id' }, TEXT.idRequired, '_id'],
      [{ _id: `x-${unique()}`, name: '  ' }, TEXT.nameRequired, 'name'],
      [{ _id: `x-${unique()}`, name: 'No ASIN', source: 'amazon' }, TEXT.asinRequired, 'asin'],
      [{ ...otherProduct(`x-${unique()}`), affiliateUrl: '' }, TEXT.otherUrlRequired, 'affiliateUrl'],
      [
        { ...otherProduct(`x-${unique()}`), affiliateUrl: 'javascript:alert(1)' },
        TEXT.affiliateUrlRequired,
        'affiliateUrl',
      ],
      [{ ...otherProduct(`x-${unique()}`), price: 0 }, TEXT.otherPriceRequired, 'price'],
      [{ ...otherProduct(`x-${unique()}`), price: 'free' }, TEXT.otherPriceRequired, 'price'],
      [{ ...otherProduct(`x-${unique()}`), imageUrl: '', images: [] }, TEXT.otherImageRequired, 'imageUrl'],
    ];
    for (const [fields, error, field] of cases) {
      const response = await call('POST', '/admin/products', { body: { password: PASSWORD, ...fields } });
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toEqual({ success: false, error, field });
    }
    const asin = `B0${unique()}Y`;
    await call('POST', '/admin/products', {
      body: { password: PASSWORD, _id: `first-${asin}`, name: 'First', asin },
    });
    const taken = await call('POST', '/admin/products', {
      body: { password: PASSWORD, _id: `second-${asin}`, name: 'Second', asin },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, error: TEXT.asinInUse, field: 'asin' });
    expect(await productCount()).toBe(count + 1);
  });

  it('edits a product in place, and records what changed', async () => {
    const id = `edit-${unique()}`;
    await call('POST', '/admin/products', { body: otherProduct(id) });
    const edited = await call('PUT', `/admin/products/${id}`, {
      body: { password: PASSWORD, name: 'Glow cube XL', price: 31, categories: ['lights'], images: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      product: { _id: id, name: 'Glow cube XL', price: 31 },
    });
    expect(await storefront(id)).toMatchObject({ name: 'Glow cube XL', price: 31, categories: ['lights'] });
    const [update] = await auditFor(id);
    expect(update).toMatchObject({ action: 'products.update' });
    expect((update.details as { changes: Json }).changes).toMatchObject({
      name: { from: `Glow cube ${id}`, to: 'Glow cube XL' },
      price: { from: 24.5, to: 31 },
    });
    const bad = await call('PUT', `/admin/products/${id}`, { body: { password: PASSWORD, price: -5 } });
    expect(bad.json()).toEqual({ success: false, error: TEXT.otherPriceRequired, field: 'price' });
    expect(await storefront(id)).toMatchObject({ price: 31 });
    expect(
      (await call('PUT', '/admin/products/no-such-product', { body: { password: PASSWORD } })).statusCode,
    ).toBe(404);
  });

  it('replaces a product whose ASIN changes, in one step, keeping a custom id', async () => {
    const [oldAsin, newAsin, customAsin, nextAsin] = [
      `B0${unique()}A`,
      `B0${unique()}B`,
      `B0${unique()}C`,
      `B0${unique()}D`,
    ];
    // A product known by its ASIN becomes the product of the new one.
    await call('POST', '/admin/products', {
      body: { password: PASSWORD, _id: oldAsin, name: 'Lava lamp', asin: oldAsin },
    });
    const replaced = await call('PUT', `/admin/products/${oldAsin}`, {
      body: { password: PASSWORD, name: 'Lava lamp', asin: newAsin },
    });
    expect(replaced.json()).toMatchObject({
      success: true,
      replaced: oldAsin,
      product: {
        _id: newAsin,
        asin: newAsin,
        affiliateUrl: `https://www.amazon.com/dp/${newAsin}?tag=testtag-21`,
      },
    });
    expect(await storefront(oldAsin)).toBeNull();
    expect(await storefront(newAsin)).toMatchObject({ name: 'Lava lamp' });
    expect((await auditFor(newAsin))[0]).toMatchObject({
      action: 'products.replace',
      details: { replaced: oldAsin },
    });
    // A custom id stays.
    await call('POST', '/admin/products', {
      body: { password: PASSWORD, _id: 'custom-lamp-id', name: 'Lamp', asin: customAsin },
    });
    await call('PUT', `/admin/products/${customAsin}`, { body: { password: PASSWORD, asin: nextAsin } });
    expect(await storefront('custom-lamp-id')).toMatchObject({ asin: nextAsin });
    // An ASIN another product has is refused and nothing moves.
    const clash = await call('PUT', '/admin/products/custom-lamp-id', {
      body: { password: PASSWORD, asin: newAsin },
    });
    expect(clash.json()).toEqual({ success: false, error: TEXT.asinInUse, field: 'asin' });
    expect(await storefront('custom-lamp-id')).toMatchObject({ asin: nextAsin });
    expect(await storefront(newAsin)).toMatchObject({ name: 'Lava lamp' });
  });

  it('deletes by ASIN or id, and says when there is nothing to delete', async () => {
    const asin = `B0${unique()}E`;
    await call('POST', '/admin/products', {
      body: { password: PASSWORD, _id: `del-${asin}`, name: 'Doomed', asin },
    });
    const deleted = await call('DELETE', `/admin/products/${asin}`, { body: { password: PASSWORD } });
    expect(deleted.json()).toEqual({ success: true });
    expect(await storefront(`del-${asin}`)).toBeNull();
    expect((await auditFor(`del-${asin}`))[0]).toMatchObject({ action: 'products.delete' });
    const again = await call('DELETE', `/admin/products/${asin}`, { body: { password: PASSWORD } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: TEXT.notFound });
  });

  it('refuses a refresh of a product that is not from Amazon, and says Amazon is not configured', async () => {
    const id = `ref-${unique()}`;
    await call('POST', '/admin/products', { body: otherProduct(id) });
    const other = await call('POST', `/admin/refresh-product/${id}?password=${PASSWORD}`);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ success: false, error: TEXT.notRefreshable });
    const asin = `B0${unique()}F`;
    await call('POST', '/admin/products', {
      body: { password: PASSWORD, _id: asin, name: 'Amazon thing', asin },
    });
    for (const url of [
      `/admin/refresh-product/${asin}?password=${PASSWORD}`,
      `/refresh-products?password=${PASSWORD}`,
    ]) {
      const response = await call('POST', url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, error: TEXT.amazonNotConfigured });
    }
  });

  const everyRoute = (id: string): Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, Json | undefined]> => [
    ['GET', '/admin/products', undefined],
    ['GET', '/admin/products/asins', undefined],
    ['POST', '/admin/products', { ...otherProduct(`never-${id}`), password: undefined }],
    ['PUT', `/admin/products/${id}`, { name: 'Hijacked' }],
    ['DELETE', `/admin/products/${id}`, {}],
    ['POST', '/refresh-products', undefined],
    ['POST', `/admin/refresh-product/${id}`, undefined],
  ];

  it('answers 401 without an admin token, 403 to a member, and 401 without the right password, changing nothing', async () => {
    const id = `guarded-${unique()}`;
    await call('POST', '/admin/products', { body: otherProduct(id) });
    const member = await registerMember(t.app);
    const count = await productCount();
    for (const [method, url, body] of everyRoute(id)) {
      const withPassword = (password: string | null) => {
        const query = password === null ? '' : `${url.includes('?') ? '&' : '?'}password=${password}`;
        return {
          url: `${url}${body || password === null ? '' : query}`,
          body: body && password !== null ? { ...body, password } : body,
        };
      };
      const right = withPassword(PASSWORD);
      const cases: Array<[string | null, { url: string; body?: Json | undefined }, number, Json]> = [
        [null, right, 401, { success: false, error: 'Not authenticated' }],
        [member.token, right, 403, { success: false, error: 'Admin access required' }],
        [
          admin.token,
          withPassword(null),
          401,
          { success: false, error: TEXT.passwordRequired, field: 'password' },
        ],
        [
          admin.token,
          withPassword('not-the-password'),
          401,
          { success: false, error: TEXT.wrongPassword, field: 'password' },
        ],
      ];
      for (const [token, request, status, answer] of cases) {
        const response = await call(method, request.url, {
          token,
          ...(request.body ? { body: request.body } : {}),
        });
        expect(response.statusCode, `${method} ${url} ${status}`).toBe(status);
        expect(response.json()).toEqual(answer);
      }
    }
    expect(await productCount()).toBe(count);
    expect(await storefront(id)).toMatchObject({ name: `Glow cube ${id}` });
  });

  it('lets one address try ten wrong passwords a quarter of an hour, then makes it wait', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < 10; i++) {
      const wrong = await call('GET', '/admin/products?password=guess', { from });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await call('GET', `/admin/products?password=${PASSWORD}`, { from });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Too many wrong passwords/),
    });
    expect((await call('GET', `/admin/products?password=${PASSWORD}`)).statusCode).toBe(200);
  });

  it('changes nothing when no admin password is configured', async () => {
    const bare = await createTestApp(stack);
    try {
      const owner = await registerAdmin(bare.app);
      const count = (await bare.app.inject({ url: '/products' })).json().length;
      for (const [method, url, body] of everyRoute('anything')) {
        const response = await bare.app.inject({
          method,
          url: body ? url : `${url}?password=whatever`,
          headers: { authorization: `Bearer ${owner.token}` },
          ...(body ? { payload: { ...body, password: 'whatever' } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(503);
        expect(response.json()).toEqual({ success: false, error: TEXT.passwordNotConfigured });
      }
      expect((await bare.app.inject({ url: '/products' })).json().length).toBe(count);
    } finally {
      await bare.close();
    }
  });
});

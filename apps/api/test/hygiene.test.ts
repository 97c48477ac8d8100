// What a member types cannot forge, farm or outlive: product cards come from the catalogue, deleted posts give
// their points back, reserved and look-alike names are refused, tokens must expire, empty JSON bodies are
// bodies, and no email address or query value reaches the logs.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { pointsLedger } from '@app/db';
import { sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { errorWithoutValues } from '../src/lib/logged-error.ts';
import { createTestApp, registerAdmin, registerMember, STACKS, withProducts } from '../src/testing.ts';
import { forumClient, suiteTestApp } from './support.ts';

describe.each(STACKS)('what members type, on %s', (stack) => {
  const t = suiteTestApp(stack);
  const { call, post, reply } = forumClient(() => t.app);
  const balance = async (token: string) =>
    (await call('GET', '/api/points/balance', token)).json().total_points as number;

  it("shows a thread's product as the catalogue has it, whatever the poster said, and says when it is gone", async () => {
    const member = await registerMember(t.app);
    const id = `lamp-${randomBytes(3).toString('hex')}`;
    await withProducts(
      t.app,
      [{ _id: id, title: 'Moon Lamp', price: 24.5, source: 'other', imageUrl: '//evil.example/p.png' }],
      async () => {
        const thread = await post(member.token, {
          category: 'hot-deals',
          post_type: 'deal',
          product_id: id,
          product_data: JSON.stringify({
            id,
            name: 'Moon Lamp 95% OFF',
            price: 0.99,
            store: 'Amazon (verified)',
          }),
        });
        const card = { id, name: 'Moon Lamp', price: 24.5, store: 'Other Retailer', available: true };
        // A protocol-relative picture leaves the site: it is not shown.
        expect(thread.product_data).toEqual({ ...card, image: null });
        expect((await call('GET', `/api/forum/thread/${thread.id}`)).json().thread.product_data).toEqual({
          ...card,
          image: null,
        });
        await t.app.catalogue.saveProducts([
          {
            _id: id,
            title: 'Moon Lamp',
            price: 19,
            source: 'other',
            imageUrl: 'https://m.media-amazon.com/p.jpg',
          },
        ]);
        expect(
          (await call('GET', `/api/forum/thread/${thread.id}`)).json().thread.product_data,
        ).toMatchObject({
          price: 19,
          image: 'https://m.media-amazon.com/p.jpg',
        });
        await t.app.catalogue.deleteProducts([id]);
        expect((await call('GET', `/api/forum/thread/${thread.id}`)).json().thread.product_data).toEqual({
          id,
          name: 'Moon Lamp',
          available: false,
        });
      },
    );
    const unknown = await call('POST', '/api/forum/thread', member.token, {
      title: 'A deal',
      content: 'On nothing at all.',
      category: 'hot-deals',
      post_type: 'deal',
      product_id: 'no-such-product',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Product not found', field: 'product_id' });
    const image = await call('POST', '/api/forum/thread', member.token, {
      title: 'A picture',
      content: 'Of something else.',
      category: 'off-topic',
      post_type: 'discussion',
      image_url: '//evil.example/p.png',
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().field).toBe('image_url');
  });

  it('takes back the points of a deleted post, once, by the author or a moderator, never below zero', async () => {
    const author = await registerMember(t.app);
    const moderator = await registerAdmin(t.app);
    const thread = await post(author.token, {});
    const first = await reply(author.token, thread.id);
    await reply(author.token, thread.id, { parent_reply_id: first.id });
    expect(await balance(author.token)).toBe(16);
    // The reply and the one under it go: 6 points back.
    expect((await call('DELETE', `/api/forum/reply/${first.id}`, author.token)).statusCode).toBe(200);
    expect(await balance(author.token)).toBe(10);
    expect((await call('DELETE', `/api/forum/reply/${first.id}`, author.token)).statusCode).toBe(404);
    expect(await balance(author.token)).toBe(10);

    const second = await post(author.token, {});
    expect(await balance(author.token)).toBe(20);
    expect((await call('DELETE', `/api/forum/thread/${second.id}`, moderator.token)).statusCode).toBe(200);
    expect(await balance(author.token)).toBe(10);
    const history = (await call('GET', '/api/points/history', author.token)).json().entries as Array<{
      reason: string;
      amount: number;
    }>;
    expect(history.filter((entry) => entry.amount < 0).map((entry) => [entry.reason, entry.amount])).toEqual([
      ['forum_thread_deleted', -10],
      ['forum_reply_deleted', -3],
      ['forum_reply_deleted', -3],
    ]);

    // Points the member no longer has are not taken: the balance stops at zero.
    await t.app.db.insert(pointsLedger).values({
      userId: author.user.id,
      amount: -8,
      reason: 'test_adjustment',
      reference: `adjust:${author.user.id}`,
    });
    expect((await call('DELETE', `/api/forum/thread/${thread.id}`, author.token)).statusCode).toBe(200);
    expect(await balance(author.token)).toBe(0);
  });

  it("refuses a member's hype of their own post", async () => {
    const author = await registerMember(t.app);
    const thread = await post(author.token, {});
    const answer = await reply(author.token, thread.id);
    for (const target of [{ threadId: thread.id }, { replyId: answer.id }]) {
      const hype = await call('POST', '/api/forum/hype', author.token, target);
      expect(hype.statusCode).toBe(403);
      expect(hype.json()).toEqual({ error: 'You cannot hype your own post' });
    }
  });

  const register = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      payload: {
        username,
        email: `${randomBytes(5).toString('hex')}@example.com`,
        password: 'correct horse battery',
        confirm_password: 'correct horse battery',
      },
    });

  it('refuses reserved names, names that look like a member’s, and names without a letter or digit', async () => {
    for (const name of ['admin', 'Moderator', 'dopamine-team', 'Dopamine_Deals', 'sup.port', 'ROOT']) {
      const refused = await register(name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toEqual({ error: 'This username is reserved', field: 'username' });
    }
    const stem = `jo_${randomBytes(3).toString('hex')}`;
    expect((await register(stem)).statusCode).toBe(201);
    for (const lookAlike of [stem.replace('_', ''), stem.replace('_', '.'), `${stem.toUpperCase()}-`]) {
      const taken = await register(lookAlike);
      expect(taken.statusCode, lookAlike).toBe(409);
      expect(taken.json()).toEqual({ error: 'Username is already taken', field: 'username' });
    }
    const dots = await register('...');
    expect(dots.statusCode).toBe(400);
    expect(dots.json()).toEqual({ error: 'Username must contain a letter or a number', field: 'username' });
  });

  it('lets only one of two look-alike names sent at the same moment in', async () => {
    const name = `twin${randomBytes(3).toString('hex')}`;
    const answers = await Promise.all([register(name), register(`${name.slice(0, 4)}.${name.slice(4)}`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a token without an expiry, whatever its signature', async () => {
    const member = await registerMember(t.app);
    const sign = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256', noTimestamp: true });
    const forever = sign({ sub: String(member.user.id), jti: randomBytes(8).toString('hex') });
    const answer = await call('GET', '/api/auth/profile', forever);
    expect(answer.statusCode).toBe(401);
    expect((await call('GET', '/api/auth/profile', member.token)).statusCode).toBe(200);
  });

  it('takes a JSON request with no body where the route takes none: a logout ends the token', async () => {
    const member = await registerMember(t.app);
    const json = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
    const thread = await post(member.token, {});
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/thread/${thread.id}`,
      headers: json,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: json });
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await call('GET', '/api/auth/profile', member.token)).statusCode).toBe(401);
    // A route that needs a body still says so in its own words.
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe('The request body must be a JSON object');
  });
});

describe.each(STACKS)('the logs on %s', (stack) => {
  it('mask an email address in any URL', async () => {
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (chunk) => (logs += chunk));
    const t = await createTestApp(stack, { LOG_LEVEL: 'info' }, { logStream: stream });
    try {
      await t.app.inject({ method: 'GET', url: '/unsubscribe?email=someone.private%40example.com&token=x' });
      await t.app.inject({ method: 'GET', url: '/api/unsubscribe?email=someone.private@example.com' });
      expect(logs).toContain('email=[redacted]');
      expect(logs).not.toMatch(/someone\.private/);
    } finally {
      await t.close();
    }
  });

  it('log a failed query by its statement and code, never the values it carried', async () => {
    const t = await createTestApp(stack);
    try {
      const failure = await t.app.db
        .execute(sql`select ${'a secret someone typed'}::int`)
        .then(() => null)
        .catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      const logged = JSON.stringify(errorWithoutValues(failure as Error));
      expect(logged).not.toContain('a secret someone typed');
      expect(JSON.parse(logged)).toMatchObject({ message: 'A database query failed', code: '22P02' });
    } finally {
      await t.close();
    }
  });
});

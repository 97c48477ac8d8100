import { randomBytes } from 'node:crypto';
import { mailOutbox, newsletterSubscriptions, pointsLedger } from '@app/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/modules/mail/service.ts';
import { subscribeToNewsletter } from '../src/modules/newsletter/service.ts';
import { unsubscribeKey, unsubscribeToken } from '../src/modules/newsletter/unsubscribe-token.ts';
import { welcomeEmailHandler } from '../src/modules/newsletter/welcome-email.ts';
import { FORM_LIMITS } from '../src/plugins/rate-limits.ts';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { startFakeSmtp, startJobWorker, suiteTestApp, waitFor } from './support.ts';

const PUBLIC_BASE_URL = 'https://deals.example';
const SUBSCRIBED = "You're in! Check your email for fresh drops.";
const INVALID_LINK = 'Invalid unsubscribe link. Please check your email and try again.';
const UNSUBSCRIBED = 'You have been successfully unsubscribed from our newsletter.';

describe.each(STACKS)('newsletter on %s', (stack) => {
  const t = suiteTestApp(stack, { PUBLIC_BASE_URL: `${PUBLIC_BASE_URL}/` });
  beforeAll(() => startJobWorker(t));

  // Each request from an address of its own, as different visitors' are: the per-address form limit
  // is tested on its own, and no test spends another's budget.
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const freshEmail = () => `Fan.${randomBytes(4).toString('hex')}@Example.com`;
  const outboxFor = (email: string) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email.toLowerCase()))
      .orderBy(desc(mailOutbox.id));
  const waitForWelcome = (email: string, rows = 1) =>
    waitFor(
      async () => {
        const list = await outboxFor(email);
        return list.length >= rows ? list : null;
      },
      { what: `the welcome email to ${email}` },
    );
  const linkIn = (text: string) => {
    const match = text.match(/https?:\/\/\S+\/unsubscribe\?\S+/);
    if (!match) throw new Error(`no unsubscribe link in: ${text}`);
    return new URL(match[0]);
  };
  const subscription = async (email: string) =>
    (
      await t.app.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
    )[0];
  const newsletterPoints = async (userId: number) =>
    t.app.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'newsletter_signup')));

  it('subscribes, emails a welcome with an unsubscribe link, and that link unsubscribes (twice is harmless)', async () => {
    const email = freshEmail();
    const response = await post('/api/newsletter', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: SUBSCRIBED, points_awarded: false });
    expect(await subscription(email)).toMatchObject({ email: email.toLowerCase(), unsubscribedAt: null });

    const [mail] = await waitForWelcome(email);
    expect(mail).toMatchObject({
      kind: 'newsletter-welcome',
      toAddress: email.toLowerCase(),
      transport: 'outbox',
      sentAt: null,
      error: null,
    });
    expect(mail?.subject).toBe("You're in! Fresh drops are on their way 🔥");
    const link = linkIn(mail?.text ?? '');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_BASE_URL}/unsubscribe`);
    expect(link.searchParams.get('email')).toBe(email.toLowerCase());
    expect(mail?.html).toContain(link.toString().replaceAll('&', '&amp;'));

    const payload = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };
    const first = await post('/api/unsubscribe', payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, message: UNSUBSCRIBED });
    expect((await subscription(email))?.unsubscribedAt).toBeInstanceOf(Date);
    const again = await post('/api/unsubscribe', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, message: UNSUBSCRIBED });
  });

  it('rejects forged, foreign and missing unsubscribe tokens with the spec message, changing nothing', async () => {
    const email = freshEmail();
    await post('/api/newsletter', { email });
    const token = unsubscribeToken(unsubscribeKey(t.config.jwtSecret), email);
    const flipped = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    // The last character carries 2 unused bits: a different spelling of the same bytes is still refused.
    const last = token.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    const otherSecret = unsubscribeToken(unsubscribeKey('another secret that is long enough!!'), email);
    const cases: unknown[] = [
      { email, token: flipped },
      { email, token: respelled },
      { email, token: otherSecret },
      { email, token: unsubscribeToken(unsubscribeKey(t.config.jwtSecret), 'someone@else.example') },
      { email, token: `${token}=` },
      { email, token: '' },
      { email },
      { token },
      {},
      { email: 42, token },
      { email, token: ['x'] },
      { email, token: 'x'.repeat(10_000) },
    ];
    for (const payload of cases) {
      const response = await post('/api/unsubscribe', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_LINK });
    }
    expect((await subscription(email))?.unsubscribedAt).toBeNull();
    // The token ignores the address's case.
    const upper = await post('/api/unsubscribe', { email: email.toUpperCase(), token });
    expect(upper.json()).toEqual({ ok: true, message: UNSUBSCRIBED });
  });

  it('answers success to a valid token for an address that never subscribed', async () => {
    const email = 'never.subscribed@example.com';
    const token = unsubscribeToken(unsubscribeKey(t.config.jwtSecret), email);
    const response = await post('/api/unsubscribe', { email, token });
    expect(response.json()).toEqual({ ok: true, message: UNSUBSCRIBED });
    expect(await subscription(email)).toBeUndefined();
  });

  it('re-subscribes after unsubscribing, with a new welcome; repeating an active subscription sends none', async () => {
    const email = freshEmail();
    await post('/api/newsletter', { email });
    await waitForWelcome(email);
    await post('/api/newsletter', { email: email.toUpperCase() });
    const token = unsubscribeToken(unsubscribeKey(t.config.jwtSecret), email);
    await post('/api/unsubscribe', { email, token });
    const back = await post('/api/newsletter', { email });
    expect(back.json()).toMatchObject({ ok: true });
    expect((await subscription(email))?.unsubscribedAt).toBeNull();
    const mails = await waitForWelcome(email, 2);
    expect(new Set(mails.map((mail) => mail.dedupeKey)).size).toBe(2);
    expect(mails).toHaveLength(2);
  });

  it('pays a member 100 points exactly once for their own address, even for 10 concurrent requests', async () => {
    const member = await registerMember(t.app);
    // Their account's address, in other letter cases: still their own.
    const email = `${member.user.username}@EXAMPLE.com`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/newsletter', { email }, member.token)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => response.json().points_awarded === true)).toHaveLength(1);
    const rows = await newsletterPoints(member.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 100, reference: `user:${member.user.id}` });
    expect((await subscription(email))?.userId).toBe(member.user.id);
    expect(await waitForWelcome(email)).toHaveLength(1);
  });

  it('never pays again after registering with the newsletter box ticked', async () => {
    const member = await registerMember(t.app, { subscribe_newsletter: true });
    expect(await newsletterPoints(member.user.id)).toHaveLength(1);
    // Registration subscribes like the form does, welcome email included.
    const [welcome] = await waitForWelcome(`${member.user.username}@example.com`);
    expect(linkIn(welcome!.text).pathname).toBe('/unsubscribe');
    const later = await post(
      '/api/newsletter',
      { email: `${member.user.username}@example.com` },
      member.token,
    );
    expect(later.json()).toEqual({ ok: true, message: SUBSCRIBED, points_awarded: false });
    const otherAddress = await post('/api/newsletter', { email: freshEmail() }, member.token);
    expect(otherAddress.json().points_awarded).toBe(false);
    expect(await newsletterPoints(member.user.id)).toHaveLength(1);
  });

  it("subscribes another address for a member like a visitor's: not linked to them, no points", async () => {
    const member = await registerMember(t.app);
    const stranger = freshEmail();
    const response = await post('/api/newsletter', { email: stranger }, member.token);
    expect(response.json()).toEqual({ ok: true, message: SUBSCRIBED, points_awarded: false });
    expect(await newsletterPoints(member.user.id)).toHaveLength(0);
    expect(await subscription(stranger)).toMatchObject({ userId: null, unsubscribedAt: null });
    // Their own address still pays, once.
    const own = await post('/api/newsletter', { email: `${member.user.username}@example.com` }, member.token);
    expect(own.json().points_awarded).toBe(true);
    expect(await newsletterPoints(member.user.id)).toHaveLength(1);
  });

  it('sends the welcome with RFC 8058 one-click unsubscribe headers, and that POST unsubscribes', async () => {
    const email = freshEmail();
    await post('/api/newsletter', { email });
    const [welcome] = await waitForWelcome(email);
    expect(welcome?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = String(welcome?.headers['List-Unsubscribe']);
    expect(header).toMatch(/^<https:\/\/deals\.example\/api\/unsubscribe\/one-click\?email=.+&token=.+>$/);
    const oneClick = new URL(header.slice(1, -1));
    expect(oneClick.searchParams.get('email')).toBe(email.toLowerCase());

    // A forged token changes nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?email=${encodeURIComponent(email.toLowerCase())}&token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: INVALID_LINK });
    expect((await subscription(email))?.unsubscribedAt).toBeNull();

    // What a mail client sends when its Unsubscribe button is pressed.
    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: UNSUBSCRIBED });
    expect((await subscription(email))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('treats a bad token on POST /api/newsletter as a visitor (no points)', async () => {
    const response = await post('/api/newsletter', { email: freshEmail() }, 'not-a-token');
    expect(response.json()).toEqual({ ok: true, message: SUBSCRIBED, points_awarded: false });
  });

  it('refuses bad addresses with 400 and writes nothing', async () => {
    const [before] = await t.app.db.select({ n: count() }).from(newsletterSubscriptions);
    const cases: Array<[unknown, string]> = [
      [{}, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 12 }, 'Email must be text'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
      [{ email: `${'a'.repeat(1_000_000)}@example.com` }, 'Email must be at most 254 characters'],
    ];
    for (const [payload, error] of cases) {
      const response = await post('/api/newsletter', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, field: 'email' });
    }
    const [after] = await t.app.db.select({ n: count() }).from(newsletterSubscriptions);
    expect(after?.n).toBe(before?.n);
  });

  it('lets one address subscribe 20 times an hour, then answers 429 and writes nothing', async () => {
    const fromAddress = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });
    for (let i = 0; i < FORM_LIMITS.newsletter.points; i++) {
      expect((await fromAddress(freshEmail(), '203.0.113.20')).statusCode).toBe(200);
    }
    const blockedEmail = freshEmail();
    const blocked = await fromAddress(blockedEmail, '203.0.113.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscription(blockedEmail)).toBeUndefined();
    // Another address still has its own budget.
    expect((await fromAddress(blockedEmail, '203.0.113.21')).statusCode).toBe(200);
    expect(await subscription(blockedEmail)).toBeDefined();
  });

  // Only the Redis stack has a Redis to lose; the embedded stack counts in memory from the start.
  if (stack === 'postgres+redis') {
    it('keeps answering and limiting subscriptions when Redis is gone (counts move to memory)', async () => {
      const redis = t.app.redis!;
      const fromAddress = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email },
          remoteAddress: '203.0.113.60',
        });
      expect((await fromAddress(freshEmail())).statusCode).toBe(200);
      expect(await redis.keys(`${t.config.redisPrefix}:limit:newsletter:203.0.113.60`)).toHaveLength(1);
      redis.disconnect();
      try {
        for (let i = 0; i < FORM_LIMITS.newsletter.points; i++) {
          expect((await fromAddress(freshEmail())).statusCode).toBe(200);
        }
        expect((await fromAddress(freshEmail())).statusCode).toBe(429);
      } finally {
        await redis.connect();
      }
    });
  }

  it('skips the welcome when the address unsubscribed before the job ran, and never sends twice', async () => {
    const email = freshEmail();
    const { started } = await subscribeToNewsletter(t.app.db, email);
    if (!started) throw new Error('expected a new subscription');
    const smtp = await startFakeSmtp();
    try {
      const handler = welcomeEmailHandler({
        db: t.app.db,
        mailer: createMailer({ smtpUrl: smtp.url, mailFrom: 'Dopamine Deals <drops@deals.example>' }),
        unsubscribeKey: unsubscribeKey(t.config.jwtSecret),
        publicBaseUrl: PUBLIC_BASE_URL,
      });
      const data = { subscriptionId: started.id, subscribedAtMs: started.subscribedAt.getTime() };

      // SMTP refuses: the error is recorded and the job fails so it is retried.
      smtp.refuseWith = '550 5.7.1 not today';
      await expect(handler(data)).rejects.toThrow();
      const [failed] = await outboxFor(email);
      expect(failed).toMatchObject({ transport: 'smtp', sentAt: null, attempts: 1 });
      expect(failed?.error).toContain('not today');

      // The retry sends it; redelivering the job afterwards sends nothing more.
      smtp.refuseWith = null;
      await handler(data);
      await handler(data);
      const rows = await outboxFor(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ error: null, attempts: 2 });
      expect(rows[0]?.sentAt).toBeInstanceOf(Date);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain(`To: ${email.toLowerCase()}`);
      expect(smtp.messages[0]).toContain('/unsubscribe?email=');

      // Unsubscribed before a (re)delivery: nothing is written or sent.
      const later = freshEmail();
      const { started: second } = await subscribeToNewsletter(t.app.db, later);
      if (!second) throw new Error('expected a new subscription');
      const token = unsubscribeToken(unsubscribeKey(t.config.jwtSecret), later);
      await post('/api/unsubscribe', { email: later, token });
      await handler({ subscriptionId: second.id, subscribedAtMs: second.subscribedAt.getTime() });
      expect(await outboxFor(later)).toHaveLength(0);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('shows admins the outbox, newest first and paged; members get 403 and visitors 401', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerMember(t.app);
    const get = (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get('/api/admin/mail-outbox')).statusCode).toBe(401);
    const forbidden = await get('/api/admin/mail-outbox', member.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Admin access required' });

    // Three welcomes of this test's own, one after another (other tests' welcomes may land between).
    const emails = [freshEmail(), freshEmail(), freshEmail()].map((email) => email.toLowerCase());
    for (const email of emails) {
      await post('/api/newsletter', { email });
      await waitForWelcome(email);
    }
    const all = (await get('/api/admin/mail-outbox?limit=200', admin.token)).json();
    const positions = emails.map((email) =>
      all.messages.findIndex((message: { to: string }) => message.to === email),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    // Newest first: the last one sent comes before the earlier ones.
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(all.messages[positions[2] ?? 0]).toMatchObject({ kind: 'newsletter-welcome', status: 'stored' });

    const response = await get('/api/admin/mail-outbox?limit=2', admin.token);
    expect(response.statusCode).toBe(200);
    const { messages, total } = response.json();
    expect(messages).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(Object.keys(messages[0]).sort()).toEqual([
      'attempts',
      'created_at',
      'error',
      'headers',
      'html',
      'id',
      'kind',
      'sent_at',
      'status',
      'subject',
      'text',
      'to',
      'transport',
    ]);
    expect(Date.parse(messages[0].created_at)).toBeGreaterThanOrEqual(Date.parse(messages[1].created_at));
    const next = (await get('/api/admin/mail-outbox?limit=2&offset=2', admin.token)).json();
    const firstPage = messages.map((message: { id: number }) => message.id);
    expect(next.messages.some((message: { id: number }) => firstPage.includes(message.id))).toBe(false);
    expect((await get('/api/admin/mail-outbox?limit=500', admin.token)).statusCode).toBe(400);
  });
});

// Redis away: sign-ups are stored and answered at once, nothing stored is
// lost, and the welcome mail goes out once Redis is back. Runs on PostgreSQL
// with a Redis of the test's own that it kills and restarts (the embedded
// default has no Redis to lose).
import { randomBytes } from 'node:crypto';
import { mailOutbox, newsletterSubscriptions } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_SWEEP_JOB } from '../src/modules/newsletter/welcome-email.ts';
import { createTestApp, registerAdmin, type TestApp } from '../src/testing.ts';
import { healthOf, startJobWorker, startOwnRedis, waitFor } from './support.ts';

describe('Redis outage on postgres+redis', () => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp('postgres+redis', { REDIS_URL: redis.url });
    startJobWorker(t);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const address = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };

  const health = (token?: string) => healthOf(t, token);

  it('answers /health 503 while Redis is down (naming it to admins only), and 200 once it is back', async () => {
    const admin = await registerAdmin(t.app);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    const port = redis.port;
    await redis.stop();
    try {
      expect(await health()).toEqual({ status: 503, body: { status: 'degraded' } });
      expect(await health(admin.token)).toEqual({
        status: 503,
        body: {
          status: 'degraded',
          database: 'up',
          database_kind: 'postgres',
          redis: 'down',
          jobs: 'bullmq',
        },
      });
    } finally {
      redis = await startOwnRedis(port);
    }
    await waitFor(async () => ((await health()).status === 200 ? true : null), {
      what: '/health to recover',
    });
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers sign-ups within 2 s while Redis is down, keeps them, and mails them when it is back', async () => {
    const port = redis.port;
    await redis.stop();

    const email = `outage_${randomBytes(4).toString('hex')}@example.com`;
    const subscribe = await timed(() =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: address() }),
    );
    expect(subscribe.result.statusCode).toBe(200);
    expect(subscribe.ms).toBeLessThan(2000);

    const username = `outage_${randomBytes(3).toString('hex')}`;
    const register = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address(),
        payload: {
          username,
          email: `${username}@example.com`,
          password: 'correct horse battery',
          confirm_password: 'correct horse battery',
          subscribe_newsletter: true,
        },
      }),
    );
    expect(register.result.statusCode).toBe(201);
    expect(register.ms).toBeLessThan(2000);

    // Both subscriptions are stored; neither welcome could be queued.
    for (const address of [email, `${username}@example.com`]) {
      const [row] = await t.app.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, address));
      expect(row?.unsubscribedAt).toBeNull();
    }

    // Redis comes back; the sweep (a recurring job every minute) finds the welcomes nobody queued.
    // Subscriptions younger than a minute are left to their own job, so these are aged first.
    redis = await startOwnRedis(port);
    await t.app.db
      .update(newsletterSubscriptions)
      .set({ subscribedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(newsletterSubscriptions.email, email));
    await t.app.db
      .update(newsletterSubscriptions)
      .set({ subscribedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(newsletterSubscriptions.email, `${username}@example.com`));
    await waitFor(
      () =>
        t.app.jobs.enqueue(WELCOME_SWEEP_JOB, {}).then(
          () => true,
          () => false,
        ),
      { what: 'the job queue to accept jobs again' },
    );
    for (const to of [email, `${username}@example.com`]) {
      const [mail] = await waitFor(
        async () => {
          const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
          return rows.length > 0 ? rows : null;
        },
        { what: `the welcome to ${to}` },
      );
      expect(mail).toMatchObject({ kind: 'newsletter-welcome' });
    }
  });
});

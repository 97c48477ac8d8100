// The price alerts' test app (issue 44): the real app on a stack, its job worker with every API job and Web Push
// against a local push receiver, a local SMTP server for the daily email, Amazon's Creators API stood in for by
// its local fake, and an admin who edits prices through the product admin.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createJobHandlers } from '../src/jobs/handlers.ts';
import type { RawProduct } from '../src/modules/catalogue/index.ts';
import { createMailer } from '../src/modules/mail/index.ts';
import {
  emailUnsubscribeKey,
  type NotificationMailContext,
  sendDigests,
} from '../src/modules/notification-mail/index.ts';
import { pushJobHandlers } from '../src/modules/push/index.ts';
import {
  FAKE_CREATORS_CREDENTIAL as CREDENTIAL,
  createTestApp,
  type FakeCreators,
  registerAdmin,
  registerMember,
  type Stack,
  startFakeCreators,
  type TestApp,
} from '../src/testing.ts';
import { type PushReceiver, startPushReceiver } from './push-receiver.ts';
import { appCaller, type FakeSmtp, messagesTo, startFakeSmtp, waitFor } from './support.ts';

export type Member = Awaited<ReturnType<typeof registerMember>>;
const PASSWORD = 'price-alerts-admin-secret';

export interface PriceTestApp {
  t: TestApp;
  receiver: PushReceiver;
  smtp: FakeSmtp;
  amazon: FakeCreators;
  mail: NotificationMailContext;
  admin: Member;
  close(): Promise<void>;
}

export async function startPriceTestApp(stack: Stack): Promise<PriceTestApp> {
  const [receiver, smtp, amazon] = await Promise.all([
    startPushReceiver(),
    startFakeSmtp(),
    startFakeCreators({ partnerTag: 'pricetag-20' }),
  ]);
  const t = await createTestApp(
    stack,
    {
      PUSH_ALLOWED_HOSTS: receiver.host,
      ADMIN_PASSWORD: PASSWORD,
      AMAZON_PARTNER_TAG: 'pricetag-20',
      AMAZON_CREDENTIAL_ID: CREDENTIAL.id,
      AMAZON_CREDENTIAL_SECRET: CREDENTIAL.secret,
      AMAZON_CREDENTIAL_VERSION: CREDENTIAL.version,
      AMAZON_TOKEN_URL: `${amazon.url}/token`,
      AMAZON_API_URL: amazon.url,
      AMAZON_REQUESTS_PER_SECOND: '20',
    },
    { jobAttempts: 3 },
  );
  // The worker: every API job, the push jobs with an agent that trusts the receiver's certificate.
  const jobs = { db: t.app.db, jobs: t.app.jobs };
  t.app.jobs.work({
    ...createJobHandlers({ ...jobs, config: t.config }),
    ...pushJobHandlers({ ...jobs, push: t.config.push, agent: receiver.agent }),
  });
  const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Dopamine Deals <drops@deals.example>' });
  const mail = {
    db: t.app.db,
    mailer,
    publicBaseUrl: t.config.publicBaseUrl,
    unsubscribeKey: emailUnsubscribeKey(t.config.jwtSecret),
  };
  return {
    t,
    receiver,
    smtp,
    amazon,
    mail,
    admin: await registerAdmin(t.app),
    async close() {
      mailer.close();
      await t.close();
      await Promise.all([receiver.close(), smtp.close(), amazon.close()]);
    },
  };
}

/** The describe block's own price test app: started before its tests, closed after them. */
export function suitePriceApp(stack: Stack): () => PriceTestApp {
  let started: PriceTestApp | undefined;
  beforeAll(async () => {
    started = await startPriceTestApp(stack);
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error('The price test app starts in beforeAll: read it in a hook or a test');
    return started;
  };
}

/** What the price tests do through the app, as members, the admin, Amazon's refresh and the job worker. */
export function priceActions(app: () => PriceTestApp) {
  const call = appCaller(() => app().t.app);
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
    call(method, `${url}?password=${PASSWORD}`, app().admin.token, body);
  /** Waits until the queue has nothing waiting, running or delayed; a job given up fails the test. */
  const drained = async () => {
    const { failed } = await waitFor(
      async () => {
        const report = await app().t.app.jobs.inspect();
        const { waiting, active, delayed } = report.counts;
        return waiting + active + delayed === 0 && report;
      },
      { what: 'the jobs to finish' },
    );
    if (failed.length > 0) throw new Error(`jobs given up: ${JSON.stringify(failed)}`);
  };
  return {
    call,
    drained,
    /** A product of the test's own, saved as the catalogue saves it (no price check is queued for it). */
    async product(fields: Partial<RawProduct> = {}) {
      const id = `price-${randomBytes(5).toString('hex')}`;
      await app().t.app.catalogue.saveProducts([
        {
          _id: id,
          name: `Glow Cube ${id}`,
          price: 100,
          source: 'other',
          affiliateUrl: `https://shop.example.com/${id}`,
          imageUrl: `https://shop.example.com/${id}.jpg`,
          ...fields,
        },
      ]);
      return id;
    },
    /** An admin's edit of the price (the product admin), then the jobs it queued run to their end. */
    async setPrice(productId: string, price: number) {
      const saved = await admin('PUT', `/admin/products/${encodeURIComponent(productId)}`, { price });
      if (saved.statusCode !== 200) throw new Error(`price edit failed: ${saved.body}`);
      await drained();
    },
    /** Amazon's refresh of one product (its answer what `fake.price` says), then the jobs it queued. */
    async refresh(asin: string, price: number) {
      app().amazon.price = () => price;
      const queued = await admin('POST', `/admin/refresh-product/${asin}`);
      const runId = queued.json().run?.id;
      await waitFor(
        async () => (await admin('GET', `/admin/refresh-runs/${runId}`)).json().run?.status === 'done',
        { what: `refresh ${runId}` },
      );
      await drained();
    },
    async member(wishlisted: string[] = []) {
      const member = await registerMember(app().t.app);
      for (const product_id of wishlisted) {
        const added = await call('POST', '/api/wishlist/add', member.token, { product_id });
        if (added.statusCode !== 200) throw new Error(`wishlist add failed: ${added.body}`);
      }
      return member;
    },
    /** The member's notifications of these kinds, newest first. */
    async notes(member: Member, kinds = ['price_drop', 'price_alert']) {
      const list = (await call('GET', '/api/notifications?limit=50', member.token)).json();
      return (list.notifications as Array<Record<string, unknown>>).filter((item) =>
        kinds.includes(item.kind as string),
      );
    },
    /** The next queueing of this job fails (as with Redis away for a moment); later ones go through. */
    failNextEnqueue(name: string) {
      const jobs = app().t.app.jobs;
      const enqueue = jobs.enqueue;
      jobs.enqueue = async (jobName, data, options) => {
        if (jobName !== name) return enqueue.call(jobs, jobName, data, options);
        jobs.enqueue = enqueue;
        throw new Error(`queueing ${name} failed (the test's outage)`);
      };
    },
    /** The daily email job, as the worker runs it. */
    digest: (now = Date.now()) => sendDigests(app().mail, now),
    mailsTo: (member: Member) => messagesTo(app().smtp, `${member.user.username}@example.com`),
    /** The pushes the receiver decrypted for a browser of this name. */
    pushesTo: (browser: string) =>
      app()
        .receiver.received.filter((push) => push.path === `/push/${browser}`)
        .map((push) => push.payload),
    async subscribe(member: Member, name: string) {
      const browser = app().receiver.browser(name);
      const body = { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null };
      const answer = await call('POST', '/api/push/subscriptions', member.token, body);
      if (answer.statusCode !== 201) throw new Error(`subscribe failed: ${answer.body}`);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_ENDPOINT_REFUSED, PUSH_LIMIT_REACHED, PUSH_SUBSCRIPTION_LIMIT } from '@app/contracts';
import { matches, notifications, pushSubscriptions } from '@app/db';
import { enqueuePush } from '@app/jobs';
import { ConfigError } from '@app/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { pushJobHandlers } from '../src/modules/push/index.ts';
import { generateVapidKeyPair } from '../src/push-config.ts';
import { createTestApp, registerMember, STACKS, type TestApp } from '../src/testing.ts';
import { type FakeBrowser, type PushReceiver, startPushReceiver } from './push-receiver.ts';
import { appCaller, waitFor } from './support.ts';

describe.each(STACKS)('Web Push on %s', (stack) => {
  let receiver: PushReceiver;
  /** A second push service, up and reachable, that is not on the allowed list: nothing may reach it. */
  let outsider: PushReceiver;
  let t: TestApp;
  beforeAll(async () => {
    [receiver, outsider] = await Promise.all([startPushReceiver(), startPushReceiver()]);
    t = await createTestApp(
      stack,
      { PUSH_ALLOWED_HOSTS: receiver.host, VAPID_SUBJECT: 'mailto:push-test@example.com' },
      { jobAttempts: 3 },
    );
    // The worker's push jobs, with an agent that trusts the receiver's certificate (production: Node's CAs).
    t.app.jobs.work(
      pushJobHandlers({ db: t.app.db, jobs: t.app.jobs, push: t.config.push, agent: receiver.agent }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([receiver?.close(), outsider?.close()]);
  });

  const call = appCaller(() => t.app);
  const subscribe = (token: string, browser: Pick<FakeBrowser, 'endpoint' | 'keys'>) =>
    call('POST', '/api/push/subscriptions', token, {
      endpoint: browser.endpoint,
      keys: browser.keys,
      expirationTime: null,
    });
  const subscriptionsOf = (userId: number) =>
    t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  const yourTurnNote = () => ({
    kind: 'your_turn',
    detail: { deadline: new Date(Date.now() + 86_400_000).toISOString() } as Record<string, unknown>,
  });

  /**
   * Two members, an async match between them, and a notification to `me` (as the card battle writes): by default
   * "your turn".
   */
  async function yourTurn(written = yourTurnNote()) {
    const [me, opponent] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const matchId = `push-${randomBytes(6).toString('hex')}`;
    await t.app.db.insert(matches).values({
      id: matchId,
      mode: 'async',
      playerAId: me.user.id,
      playerBId: opponent.user.id,
      status: 'in_progress',
      currentTurn: 'player_a',
      turnCount: 2,
      stateVersion: 0,
      turnDeadline: new Date(Date.now() + 86_400_000),
      seed: 'push-test',
      state: {},
    });
    const [note] = await t.app.db
      .insert(notifications)
      .values({
        userId: me.user.id,
        actorId: opponent.user.id,
        kind: written.kind,
        matchId,
        dedupeKey: `${matchId}:2:${written.kind}`,
        detail: written.detail,
      })
      .returning({ id: notifications.id });
    if (!note) throw new Error('no notification written');
    return { me, opponent, matchId, notificationId: note.id };
  }

  /** Waits until the queue has nothing waiting, running or delayed (every push job ran to its end). */
  async function drained() {
    await waitFor(
      async () => {
        const { counts } = await t.app.jobs.inspect();
        return counts.waiting + counts.active + counts.delayed === 0;
      },
      { what: 'the push jobs to finish' },
    );
  }

  it('answers the VAPID public key browsers subscribe with', async () => {
    const answer = await call('GET', '/api/push/key');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ publicKey: t.config.push.vapid?.publicKey });
    expect(Buffer.from(answer.json().publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps a subscription once per endpoint, at most 10 per member, and forgets it on DELETE', async () => {
    const me = await registerMember(t.app);
    const browser = receiver.browser(`keep-${randomBytes(4).toString('hex')}`);
    expect((await subscribe('', browser)).statusCode).toBe(401);
    const first = await subscribe(me.token, browser);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ endpoint: browser.endpoint });
    expect((await subscribe(me.token, browser)).statusCode).toBe(201);
    expect(await subscriptionsOf(me.user.id)).toHaveLength(1);

    for (let i = 1; i < PUSH_SUBSCRIPTION_LIMIT; i++) {
      expect((await subscribe(me.token, receiver.browser(`keep-${me.user.id}-${i}`))).statusCode).toBe(201);
    }
    const over = await subscribe(me.token, receiver.browser(`keep-${me.user.id}-over`));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: PUSH_LIMIT_REACHED, field: 'endpoint' });
    // A device already kept may subscribe again at the limit.
    expect((await subscribe(me.token, browser)).statusCode).toBe(201);

    const gone = await call('DELETE', '/api/push/subscriptions', me.token, { endpoint: browser.endpoint });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect(await subscriptionsOf(me.user.id)).toHaveLength(PUSH_SUBSCRIPTION_LIMIT - 1);
    const unknown = { endpoint: `${receiver.origin}/push/never` };
    expect((await call('DELETE', '/api/push/subscriptions', me.token, unknown)).statusCode).toBe(204);
  });

  it('refuses keys that are not a browser subscription’s', async () => {
    const me = await registerMember(t.app);
    const browser = receiver.browser(`bad-${randomBytes(4).toString('hex')}`);
    const short = await subscribe(me.token, { ...browser, keys: { ...browser.keys, auth: 'c2hvcnQ' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/keys\.auth/);
    const none = await call('POST', '/api/push/subscriptions', me.token, { endpoint: browser.endpoint });
    expect(none.statusCode).toBe(400);
  });

  it('refuses an endpoint outside the push services with 400, and never sends to it', async () => {
    const { me, notificationId } = await yourTurn();
    const stranger = outsider.browser('stranger');
    for (const endpoint of [
      stranger.endpoint,
      'https://169.254.169.254/latest/meta-data',
      `http://${receiver.host}/push/plain-http`,
      `https://user:pw@${receiver.host}/push/credentials`,
      'https://fcm.googleapis.com.evil.example/push',
      'not a url',
    ]) {
      const refused = await subscribe(me.token, { endpoint, keys: stranger.keys });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json()).toEqual({ error: PUSH_ENDPOINT_REFUSED, field: 'endpoint' });
    }
    expect(await subscriptionsOf(me.user.id)).toEqual([]);

    // A row that got in anyway (kept before the allowed hosts changed) is checked again at send time.
    await t.app.db
      .insert(pushSubscriptions)
      .values({ userId: me.user.id, endpoint: stranger.endpoint, ...stranger.keys });
    await enqueuePush(t.app.jobs, { notificationId });
    await drained();
    expect(outsider.requests).toBe(0);
  });

  it('sends the notification to each browser, encrypted to its keys and signed with VAPID', async () => {
    const { me, opponent, matchId, notificationId } = await yourTurn();
    const [phone, laptop] = [receiver.browser(`phone-${matchId}`), receiver.browser(`laptop-${matchId}`)];
    for (const browser of [phone, laptop]) expect((await subscribe(me.token, browser)).statusCode).toBe(201);

    await enqueuePush(t.app.jobs, { notificationId, key: `${matchId}:2:your_turn` });
    const pushes = await waitFor(
      async () => {
        const mine = receiver.received.filter((push) => push.path.endsWith(matchId));
        return mine.length === 2 && mine;
      },
      { what: 'both browsers to be pushed' },
    );
    expect(receiver.errors).toEqual([]);
    expect(pushes.map((push) => push.path).sort()).toEqual([
      `/push/laptop-${matchId}`,
      `/push/phone-${matchId}`,
    ]);
    for (const push of pushes) {
      expect(push.payload).toEqual({
        title: 'Your move',
        body: `It's your move against ${opponent.user.username}`,
        url: `/card-game/${matchId}`,
        tag: `match-${matchId}`,
      });
      expect(push.vapidKey).toBe(t.config.push.vapid?.publicKey);
      expect(push.claims).toMatchObject({ aud: receiver.origin, sub: 'mailto:push-test@example.com' });
      expect(Number(push.claims.exp) * 1000).toBeGreaterThan(Date.now());
      expect(push.headers.ttl).toBe('86400');
      expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }

    // The same notification and key again is not sent again.
    await enqueuePush(t.app.jobs, { notificationId, key: `${matchId}:2:your_turn` });
    await drained();
    expect(receiver.received.filter((push) => push.path.endsWith(matchId))).toHaveLength(2);
  });

  it('tells of an aborted match as aborted, not as a win or a loss', async () => {
    const aborted = { result: 'aborted', reason: 'opponent_forfeited', points: 0 };
    const { me, opponent, matchId, notificationId } = await yourTurn({
      kind: 'match_ended',
      detail: aborted,
    });
    expect((await subscribe(me.token, receiver.browser(`aborted-${matchId}`))).statusCode).toBe(201);
    await enqueuePush(t.app.jobs, { notificationId });
    const [push] = await waitFor(
      async () => {
        const mine = receiver.received.filter((received) => received.path.endsWith(matchId));
        return mine.length === 1 && mine;
      },
      { what: 'the push of the aborted match' },
    );
    expect(push?.payload).toEqual({
      title: 'Match aborted',
      body: `Your match against ${opponent.user.username} was aborted (forfeit): no rating change, no points`,
      url: `/card-game/${matchId}`,
      tag: `match-${matchId}`,
    });
  });

  it('deletes a subscription the push service answers 410 for, and retries one that failed', async () => {
    const { me, matchId, notificationId } = await yourTurn();
    const [expired, flaky] = [receiver.browser(`expired-${matchId}`), receiver.browser(`flaky-${matchId}`)];
    for (const browser of [expired, flaky]) expect((await subscribe(me.token, browser)).statusCode).toBe(201);
    receiver.answers.set(`/push/expired-${matchId}`, [410]);
    receiver.answers.set(`/push/flaky-${matchId}`, [503]);

    await enqueuePush(t.app.jobs, { notificationId });
    await waitFor(async () => receiver.received.some((push) => push.path === `/push/flaky-${matchId}`), {
      what: 'the retried push',
    });
    await drained();
    expect((await subscriptionsOf(me.user.id)).map((row) => row.endpoint)).toEqual([flaky.endpoint]);
    expect(receiver.received.filter((push) => push.path.endsWith(matchId))).toHaveLength(1);
  });

  it('sends nothing while the member looks, once the notification is read, or with push turned off', async () => {
    const { me, matchId, notificationId } = await yourTurn();
    const browser = receiver.browser(`quiet-${matchId}`);
    expect((await subscribe(me.token, browser)).statusCode).toBe(201);
    const before = receiver.requests;

    await enqueuePush(t.app.jobs, { notificationId, key: 'looking', viewing: true });
    await t.app.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, notificationId));
    await enqueuePush(t.app.jobs, { notificationId, key: 'read' });
    await drained();
    await t.app.db.update(notifications).set({ readAt: null }).where(eq(notifications.id, notificationId));
    const off = await call('PUT', '/api/notification-settings', me.token, {
      push: false,
      emailDigest: true,
      deadlineEmail: true,
    });
    expect(off.statusCode).toBe(200);
    await enqueuePush(t.app.jobs, { notificationId, key: 'push-off' });
    await drained();
    expect(receiver.requests).toBe(before);
  });

  it('reads and writes the notification settings', async () => {
    const me = await registerMember(t.app);
    const settings = () => call('GET', '/api/notification-settings', me.token);
    expect((await call('GET', '/api/notification-settings')).statusCode).toBe(401);
    expect((await settings()).json()).toEqual({
      push: false,
      emailDigest: true,
      deadlineEmail: true,
      priceDrops: true,
    });
    // Subscribing a browser turns push on.
    expect((await subscribe(me.token, receiver.browser(`settings-${me.user.id}`))).statusCode).toBe(201);
    expect((await settings()).json()).toEqual({
      push: true,
      emailDigest: true,
      deadlineEmail: true,
      priceDrops: true,
    });

    const next = { push: false, emailDigest: false, deadlineEmail: true, priceDrops: false };
    const saved = await call('PUT', '/api/notification-settings', me.token, next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(next);
    expect((await settings()).json()).toEqual(next);

    const wrong = await call('PUT', '/api/notification-settings', me.token, { ...next, emailDigest: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'emailDigest must be true or false', field: 'emailDigest' });
  });
});

describe('Web Push configuration', () => {
  const jwt = { JWT_SECRET: randomBytes(32).toString('hex') };

  it('generates a VAPID pair into DATA_DIR once in the embedded default, and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-vapid-'));
    try {
      const first = loadConfig({ ...jwt, DATA_DIR: dataDir }).push;
      expect(first.vapid).toMatchObject({ subject: 'mailto:drops@localhost' });
      expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({
        publicKey: first.vapid?.publicKey,
        privateKey: first.vapid?.privateKey,
      });
      expect(loadConfig({ ...jwt, DATA_DIR: dataDir }).push.vapid).toEqual(first.vapid);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes the configured pair and subject; without them a PostgreSQL deployment has push off', () => {
    const pair = generateVapidKeyPair();
    const env = {
      ...jwt,
      DATABASE_URL: 'postgres://127.0.0.1/x',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    };
    expect(loadConfig({ ...env, PUBLIC_BASE_URL: 'https://deals.example' }).push).toEqual({
      vapid: { ...pair, subject: 'https://deals.example' },
      allowedHosts: [],
    });
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'mailto:ops@deals.example' }).push.vapid?.subject).toBe(
      'mailto:ops@deals.example',
    );
    expect(loadConfig({ ...jwt, DATABASE_URL: env.DATABASE_URL }).push.vapid).toBeNull();
    expect(
      loadConfig({ ...env, PUSH_ALLOWED_HOSTS: ' Push.Example.com, 127.0.0.1:8443 ' }).push.allowedHosts,
    ).toEqual(['push.example.com', '127.0.0.1:8443']);
  });

  it('stops at start on a wrong VAPID or push setting, naming the variable', () => {
    const pair = generateVapidKeyPair();
    const other = generateVapidKeyPair();
    const base = { ...jwt, DATABASE_URL: 'postgres://127.0.0.1/x' };
    const wrong: Array<[Record<string, string>, RegExp]> = [
      [{ VAPID_PUBLIC_KEY: pair.publicKey }, /VAPID_PRIVATE_KEY: required/],
      [{ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }, /VAPID_PUBLIC_KEY: is not/],
      [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey }, /VAPID_PUBLIC_KEY: must decode/],
      [{ ...pair, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_SUBJECT: 'http://deals.example' }, /VAPID_SUBJECT/],
      [{ PUSH_ALLOWED_HOSTS: 'https://push.example.com' }, /PUSH_ALLOWED_HOSTS/],
    ];
    for (const [env, message] of wrong) {
      expect(() => loadConfig({ ...base, ...env }), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, ...env })).toThrow(message);
    }
  });
});

import { createECDH, randomBytes } from 'node:crypto';
import { pushSubscriptions } from '@app/db';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

/**
 * Web Push in headless Chromium against the real server: the service worker, a push delivered to it through
 * the DevTools protocol (as a push service would), its notification and click, and the "Notify me" button.
 */

// The browsers' subscriptions below point at a port nothing listens on: allowed, so the server keeps them.
const suite = browserSuite({ PUSH_ALLOWED_HOSTS: '127.0.0.1:9' });
const { url } = suite;
const BUTTON = { name: "Notify me when it's my move" };

async function memberPage(path: string, prepare?: (context: BrowserContext) => Promise<void>) {
  const member = await suite.newMember('push');
  const context = await suite.newContext({ reducedMotion: 'reduce' });
  await prepare?.(context);
  const page = suite.watchErrors(await context.newPage());
  await suite.logIn(page, member.username);
  await page.goto(url(path));
  return { member, page, context };
}

/** The registration id of the site's service worker, from the DevTools protocol (what deliverPushMessage takes). */
async function serviceWorkerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === url('/'));
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

/** The browser denies the site notifications (what a member's "Block" in the browser's prompt or settings does). */
async function denyNotifications(page: Page) {
  const pageCdp = await page.context().newCDPSession(page);
  const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
  const browserCdp = await page.context().browser()?.newBrowserCDPSession();
  if (!browserCdp) throw new Error('no browser session');
  await browserCdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: url(''),
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
}

/**
 * Headless Chromium has no push service to subscribe with (PushManager.subscribe fails there), so the page is
 * given a browser-made subscription of the shape a real one has: an endpoint, and keys made like a browser's.
 * Notification.requestPermission is counted, to show the page asks only when the button is pressed.
 */
function fakePushService(context: BrowserContext) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://127.0.0.1:9/push/${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  return {
    subscription,
    install: () =>
      context.addInitScript((made) => {
        const page = window as unknown as { permissionAsks: number };
        page.permissionAsks = 0;
        const ask = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          page.permissionAsks++;
          return ask();
        };
        // A browser keeps its subscription across pages: so does this one, in the page's storage.
        const STORED = 'fake-push-subscription-key';
        const subscriptionOf = (key: number[]) => ({
          endpoint: made.endpoint,
          expirationTime: null,
          options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
          unsubscribe: async () => {
            localStorage.removeItem(STORED);
            return true;
          },
        });
        PushManager.prototype.subscribe = async (options) => {
          const key = [...new Uint8Array(options?.applicationServerKey as Uint8Array)];
          localStorage.setItem(STORED, JSON.stringify(key));
          return subscriptionOf(key) as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => {
          const key = localStorage.getItem(STORED);
          return key ? (subscriptionOf(JSON.parse(key)) as unknown as PushSubscription) : null;
        };
      }, subscription),
  };
}

/** A member's page at `path` in a browser given the fake push service. */
async function memberWithFakePush(path: string) {
  let push: ReturnType<typeof fakePushService> | undefined;
  const opened = await memberPage(path, async (made) => {
    push = fakePushService(made);
    await push.install();
  });
  if (!push) throw new Error('no fake push service');
  return { ...opened, push };
}

/** The push subscriptions the server keeps for the member. */
const subscriptionsOf = (memberId: number) =>
  suite.server.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, memberId));

describe('Web Push in the browser', () => {
  it('registers the service worker, shows a pushed notification, and its click opens the match', async () => {
    const { page, context } = await memberPage('/notifications', (made) =>
      made.grantPermissions(['notifications'], { origin: url('') }),
    );
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(url('/'));
    const { cdp, registrationId } = await serviceWorkerRegistration(page);

    const matchId = `push-e2e-${randomBytes(4).toString('hex')}`;
    const payload = {
      title: 'Your move',
      body: "It's your move against alice",
      url: `/card-game/${matchId}`,
      tag: `match-${matchId}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: url(''),
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = await page.waitForFunction(async () => {
      const notes = await (await navigator.serviceWorker.ready).getNotifications();
      return (
        notes.length > 0 &&
        notes.map((note) => ({ title: note.title, body: note.body, tag: note.tag, data: note.data }))
      );
    });
    expect(await shown.jsonValue()).toEqual([
      { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } },
    ]);

    // Headless Chromium draws no notification to click: the click is dispatched to the worker as the browser would.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker in the context');
    await worker.evaluate(async () => {
      // The worker's globals (the DOM's types do not describe a service worker).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      type Click = Event & { waitUntil(promise: Promise<unknown>): void };
      const NotificationEvent = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Click;
        }
      ).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification to click');
      const click = new NotificationEvent('notificationclick', { notification });
      const work: Promise<unknown>[] = [];
      click.waitUntil = (promise) => work.push(promise);
      scope.dispatchEvent(click);
      await Promise.all(work);
    });
    await page.waitForURL(url(payload.url));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications())).toEqual(
      [],
    );
  });

  it('asks for permission only on the press, and shows on, off and blocked', async () => {
    const { member, page, context, push } = await memberWithFakePush('/card-game-lobby');
    const button = page.getByRole('button', BUTTON);
    await page.getByText('Off on this browser.').waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(
      0,
    );
    await page.screenshot({ path: artifactPath('push-lobby-off.png') });

    // The member allows notifications when the browser asks (the grant answers the prompt).
    await context.grantPermissions(['notifications'], { origin: url('') });
    await button.click();
    await page.getByText('On: this browser will tell you when it is your move.').waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(
      1,
    );
    const kept = () => subscriptionsOf(member.id);
    expect(
      (await kept()).map(({ endpoint, p256dh, auth }) => ({ endpoint, keys: { p256dh, auth } })),
    ).toEqual([push.subscription]);

    // On /notifications too, where pressing again turns it off in this browser.
    await page.goto(url('/notifications'));
    await page.getByText('On: this browser will tell you when it is your move.').waitFor();
    await page.screenshot({ path: artifactPath('push-notifications-on.png') });
    await page.getByRole('button', BUTTON).click();
    await page.getByText('Off on this browser.').waitFor();
    expect(await kept()).toEqual([]);

    // Blocked: the browser denies the site; the button cannot be pressed and says where to change it.
    await denyNotifications(page);
    await page.reload();
    await page
      .getByText('Blocked by the browser: allow notifications for this site in the browser’s settings.')
      .waitFor();
    expect(await page.getByRole('button', BUTTON).isDisabled()).toBe(true);
  });

  it("forgets this browser's subscription when the member logs out, so the next member here gets none of their pushes", async () => {
    const { member, page, context, push } = await memberWithFakePush('/notifications');
    await context.grantPermissions(['notifications'], { origin: url('') });
    await page.getByRole('button', BUTTON).click();
    await page.getByText('On: this browser will tell you when it is your move.').waitFor();
    const kept = () => subscriptionsOf(member.id);
    expect(await kept()).toHaveLength(1);

    const forgotten = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url() === url('/api/push/subscriptions'),
      { timeout: 10_000 },
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    const request = await forgotten;
    expect(request.postDataJSON()).toEqual({ endpoint: push.subscription.endpoint });
    expect(request.headers().authorization).toMatch(/^Bearer /);
    await expect.poll(kept).toEqual([]);
    // The browser dropped it too (a dropped subscription receives nothing, even if the server kept it).
    const subscribed = () =>
      page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) !== null,
      );
    await expect.poll(subscribed).toBe(false);

    // The next member to log in with this browser finds push off here.
    const next = await suite.newMember('next');
    await suite.logIn(page, next.username);
    await page.goto(url('/notifications'));
    await page.getByText('Off on this browser.').waitFor();
  });

  it("drops this browser's subscription when the member's session has ended elsewhere", async () => {
    const { page, context } = await memberWithFakePush('/notifications');
    await context.grantPermissions(['notifications'], { origin: url('') });
    await page.getByRole('button', BUTTON).click();
    await page.getByText('On: this browser will tell you when it is your move.').waitFor();
    const subscribed = () =>
      page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) !== null,
      );
    expect(await subscribed()).toBe(true);

    // The session ends on the server (a logout from elsewhere): the page learns it at its next load.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const ended = await fetch(url('/api/auth/logout'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(subscribed).toBe(false);
  });

  it('keeps the notification settings the member changes on /notifications', async () => {
    const { page } = await memberPage('/notifications');
    const digest = page.getByRole('checkbox', { name: /Daily email of games waiting on you/ });
    const deadline = page.getByRole('checkbox', { name: /Email when a turn is about to run out/ });
    const pushSetting = page.getByRole('checkbox', { name: /Push notifications/ });
    await digest.waitFor();
    expect([await pushSetting.isChecked(), await digest.isChecked(), await deadline.isChecked()]).toEqual([
      false,
      true,
      true,
    ]);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notification-settings') && response.request().method() === 'PUT',
    );
    await digest.uncheck();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await digest.waitFor();
    expect([await pushSetting.isChecked(), await digest.isChecked(), await deadline.isChecked()]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

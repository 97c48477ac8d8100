import { deletePushSubscription, fetchPushKey, savePushSubscription } from './push-api';

/**
 * This browser's push for the member: on (subscribed, permission granted), off, blocked (the member or the
 * browser denied notifications to the site: only the browser's settings can undo that), unsupported (no
 * service workers or Push API, e.g. an iPhone's Safari outside a home-screen app), or still being read.
 */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** The site's service worker: `public/sw.js`, at the root so its scope is every page. */
const SERVICE_WORKER = '/sw.js';

const isSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function registerServiceWorker() {
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
}

/** Reads the state without asking anything of the member (no permission prompt). */
export async function readPushState(): Promise<PushState> {
  if (!isSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await registerServiceWorker();
  const subscription = await registration.pushManager.getSubscription();
  return Notification.permission === 'granted' && subscription ? 'on' : 'off';
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** A subscription to the server's key: the existing one, or a new one (an old one to another key is dropped). */
async function subscription(registration: ServiceWorkerRegistration) {
  const key = keyBytes((await fetchPushKey()).publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Asks for permission (only ever from the member's press), subscribes this browser and hands the subscription
 * to the server. Answers the state it ends in.
 */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const subscribed = (await subscription(await registerServiceWorker())).toJSON();
  const { endpoint, keys } = subscribed;
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The browser gave an incomplete subscription');
  await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return 'on';
}

/**
 * A member's logout (a step of the auth store's, run with their token): the server forgets this browser's
 * subscription and the browser drops it, so a member who logs in here next gets none of their pushes. The
 * browser drops it even when the server cannot be told: a dropped subscription receives nothing.
 */
export async function forgetPushOnLogout(token: string): Promise<void> {
  if (!isSupported()) return;
  // The registration if there is one: a logout registers no service worker.
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscribed = await registration?.pushManager.getSubscription();
  if (!subscribed) return;
  try {
    await deletePushSubscription(subscribed.endpoint, token);
  } finally {
    await subscribed.unsubscribe();
  }
}

/** Forgets this browser's subscription on the server, then in the browser. */
export async function turnPushOff(): Promise<PushState> {
  const registration = await registerServiceWorker();
  const subscribed = await registration.pushManager.getSubscription();
  if (subscribed) {
    await deletePushSubscription(subscribed.endpoint);
    await subscribed.unsubscribe();
  }
  return 'off';
}

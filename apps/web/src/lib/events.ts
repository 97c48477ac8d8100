import type { User } from '@/types/api';

/**
 * Window-level custom events shared by unrelated parts of the app (product spec 1 §4: the header and other
 * parts re-read the auth state on either auth event; the header button opens the newsletter modal).
 */
export const APP_EVENTS = {
  login: 'auth:login',
  logout: 'auth:logout',
  newsletterOpen: 'newsletter:open',
} as const;

export type LogoutReason = 'user' | 'expired';

export interface AppEventMap {
  'auth:login': { user: User };
  'auth:logout': { reason: LogoutReason };
  'newsletter:open': undefined;
}

export type AppEventName = keyof AppEventMap;

type DetailArgs<K extends AppEventName> = AppEventMap[K] extends undefined ? [] : [detail: AppEventMap[K]];

function target(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Dispatches `name` on `window` as a CustomEvent carrying `detail`. No-op outside a browser. */
export function emitAppEvent<K extends AppEventName>(name: K, ...args: DetailArgs<K>): void {
  target()?.dispatchEvent(new CustomEvent(name, { detail: args[0] }));
}

/** Listens for `name` on `window`; returns the unsubscribe function. */
export function onAppEvent<K extends AppEventName>(
  name: K,
  handler: (detail: AppEventMap[K]) => void,
): () => void {
  const t = target();
  if (!t) return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<AppEventMap[K]>).detail);
  t.addEventListener(name, listener);
  return () => t.removeEventListener(name, listener);
}

// The site's service worker, served from the root so its scope is the whole site. It does one thing: show the
// pushes the server sends (Web Push: a card battle's "your move", a match found, a deadline, a result; a price
// drop or price alert) and, on a click, bring the member to the page the push names (the match, the product).
// It caches nothing and answers no requests.

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no state that an old page could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Control the open pages now, so a click can bring one of them to the match without a reload first.
  event.waitUntil(self.clients.claim());
});

/** The push's payload ({ title, body, url, tag }, see pushPayload in @app/contracts), or null if unreadable. */
function payloadOf(event) {
  try {
    const payload = event.data ? event.data.json() : null;
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // A newer push for the same match replaces the shown one and still alerts.
      renotify: Boolean(payload.tag),
      data: { url: payload.url },
    }),
  );
});

/** Only the site's own pages are opened: the url is resolved against the worker's origin and checked. */
function targetOf(notification) {
  const url = new URL(notification.data?.url || '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

/** Focusing needs the click's user activation; without it (or once it is used up) the page still moves. */
async function tryFocus(client) {
  try {
    return await client.focus();
  } catch {
    return client;
  }
}

/** The page already on the match, else one of the site's open pages taken there, else a new window. */
async function openMatch(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const onMatch = windows.find((client) => client.url === url);
  if (onMatch) return tryFocus(onMatch);
  const open = windows.find((client) => 'navigate' in client);
  if (open) {
    const moved = await open.navigate(url);
    return tryFocus(moved || open);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openMatch(targetOf(event.notification)));
});

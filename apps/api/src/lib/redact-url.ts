/**
 * Query parameters that carry a secret: the Colyseus SDK's `_authToken` on its
 * WebSocket URL, an admin `password` (the product admin sends it as a query
 * parameter, product spec 2), the usual token names, and an email address
 * (the unsubscribe page's `email`). Logs and proxies write URLs, so these
 * never reach them.
 */
const SECRET_PARAMS = /^(?:_?auth_?token|token|access_token|id_token|password|secret|api_key|email)$/i;

/** The URL as it may be logged: the value of every secret query parameter replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

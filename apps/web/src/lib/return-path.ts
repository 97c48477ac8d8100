/**
 * Where a visitor sent to log in goes back to afterwards (issue 41): the page they were on, carried in the login
 * page's address as `?returnTo=`. Only a path of this site is followed; anything else (another site, `//host`,
 * a scheme, a backslash a browser would read as a slash, control characters) is ignored and the login goes home,
 * so the login page can never be made to send a member elsewhere (an open redirect).
 */

/** The login page's parameter naming the path to go back to. */
export const RETURN_PARAM = 'returnTo';

const LOGIN_PATH = '/login';
/** A base no real address has: a path resolved against it stays on it, anything else leaves it. */
const SAME_SITE = 'https://same-site.invalid';
const MAX_LENGTH = 2048;
/** Pages a login must not return to: they would only send the member on again. */
const NO_RETURN = /^\/(?:login|register)(?:[/?#]|$)/;

/** The same-site path (`/product/x?y=1`) `value` names, or null when it is not one or must not be followed. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read `\` as `/` (`/\evil.example` is `//evil.example`) and drop tabs and newlines from addresses.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NO_RETURN.test(path) ? null : path;
}

/** The login page's address that comes back to `from` (a path and query); plain /login for home or no page. */
export function loginPathFrom(from: string): string {
  const back = safeReturnPath(from);
  return back && back !== '/' ? `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(back)}` : LOGIN_PATH;
}

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF label: the key is derived from the JWT secret but can never be used as (or reveal) it. */
const KEY_LABEL = 'dopamine-deals newsletter unsubscribe v1';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The unsubscribe signing key, derived from the server's JWT secret (no extra setting needed). */
export function unsubscribeKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_LABEL, 32));
}

const mac = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(email.trim().toLowerCase()).digest();

/** HMAC-SHA256 of the lower-cased address, base64url (43 characters). */
export function unsubscribeToken(key: Buffer, email: string): string {
  return mac(key, email).toString('base64url');
}

/**
 * Compares in constant time; anything that is not the exact token is invalid (the text is compared,
 * not the decoded bytes, so no other spelling of the same bytes passes).
 */
export function isValidUnsubscribeToken(key: Buffer, email: string, token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(unsubscribeToken(key, email)));
}

/** The link in every newsletter email: `<PUBLIC_BASE_URL>/unsubscribe?email=…&token=…`. */
export function unsubscribeUrl(publicBaseUrl: string, key: Buffer, email: string): string {
  const address = email.trim().toLowerCase();
  return `${publicBaseUrl}/unsubscribe?email=${encodeURIComponent(address)}&token=${unsubscribeToken(key, address)}`;
}

/**
 * RFC 8058 one-click unsubscribe: mail clients show their own Unsubscribe button
 * and POST `List-Unsubscribe=One-Click` to the URL, which carries the token.
 */
export function listUnsubscribeHeaders(
  publicBaseUrl: string,
  key: Buffer,
  email: string,
): Record<string, string> {
  const address = email.trim().toLowerCase();
  const url = `${publicBaseUrl}/api/unsubscribe/one-click?email=${encodeURIComponent(address)}&token=${unsubscribeToken(key, address)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

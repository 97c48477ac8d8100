import { PUSH_ENDPOINT_REFUSED, PUSH_SERVICE_HOSTS } from '@app/contracts';
import { invalid } from '@app/platform';

/** One allowed host entry against a URL's host: `host` (port 443 only), `host:port`, or `*.suffix` (443). */
function hostMatches(entry: string, url: URL) {
  const [pattern = '', port = '443'] = entry.split(':');
  if ((url.port || '443') !== port) return false;
  const host = url.hostname.toLowerCase();
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/**
 * Whether the server may send to this endpoint: an https URL (no credentials in it) on one of the browsers'
 * push services or a host PUSH_ALLOWED_HOSTS adds. Anything else would let a member make the server send
 * requests wherever they like (SSRF): to the cloud's metadata address, the database, the intranet.
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some((entry) => hostMatches(entry, url));
}

/** Refuses (400, on `endpoint`) an endpoint the server would not send to. */
export function assertAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]) {
  if (!isAllowedPushEndpoint(endpoint, extraHosts)) throw invalid(PUSH_ENDPOINT_REFUSED, 'endpoint');
}

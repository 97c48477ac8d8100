import type { CreatorsApiConfig } from '../../config.ts';

/** Amazon answers GetItems for at most this many ASINs a call. */
export const GET_ITEMS_BATCH = 10;
/** A token is fetched again this long before Amazon says it expires. */
const TOKEN_EARLY_MS = 60_000;
/** Attempts of one GetItems call when Amazon throttles (429) or fails (5xx); waits double from 1 s. */
const ATTEMPTS = 5;

/** What a refresh keeps of an item (Amazon's terms: no images stored, only their URLs). */
interface AmazonItem {
  asin: string;
  title: string | null;
  imageUrl: string | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
  detailPageUrl: string | null;
}

export interface GetItemsResult {
  items: AmazonItem[];
  /** ASINs Amazon answered an error for (no longer accessible, invalid), with its words. */
  missing: Array<{ asin: string; reason: string }>;
}

/** Where product data comes from: Amazon's Creators API in production, a fixture in tests. */
export interface ProductDataProvider {
  getItems(asins: string[]): Promise<GetItemsResult>;
}

class AmazonApiError extends Error {
  override readonly name = 'AmazonApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The resources a refresh asks for: title, images, price and availability, and the detail page. */
const GET_ITEMS_RESOURCES = [
  'itemInfo.title',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
];

type Sleep = (ms: number) => Promise<void>;

interface Deps {
  fetch?: typeof fetch;
  sleep?: Sleep;
}

type Json = Record<string, unknown>;
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined),
    value,
  );
const textAt = (value: unknown, ...path: string[]) => {
  const found = at(value, ...path);
  return typeof found === 'string' && found.trim() ? found : null;
};

/** One item of a GetItems answer, as the refresh stores it. */
function toAmazonItem(item: unknown): AmazonItem | null {
  const asin = textAt(item, 'asin');
  if (!asin) return null;
  const listing = (at(item, 'offersV2', 'listings') as unknown[] | undefined)?.[0];
  const amount = at(listing, 'price', 'money', 'amount');
  return {
    asin: asin.toUpperCase(),
    title: textAt(item, 'itemInfo', 'title', 'displayValue'),
    imageUrl:
      textAt(item, 'images', 'primary', 'large', 'url') ?? textAt(item, 'images', 'primary', 'medium', 'url'),
    price: typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null,
    currency: textAt(listing, 'price', 'money', 'currency'),
    availability: textAt(listing, 'availability', 'type') ?? textAt(listing, 'availability', 'message'),
    detailPageUrl: textAt(item, 'detailPageURL'),
  };
}

/** Waits until a call may leave: one at a time, `spacingMs` after the one before it actually left. */
function pacer(spacingMs: number, sleep: Sleep): () => Promise<void> {
  let lastSent = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  return () => {
    const turn = queue.then(async () => {
      const wait = lastSent + spacingMs - Date.now();
      if (wait > 0) await sleep(wait);
      lastSent = Date.now();
    });
    queue = turn.catch(() => {});
    return turn;
  };
}

/** The OAuth 2.0 client-credentials token, kept until a minute before it expires (or until it is forgotten). */
function tokenSource(config: CreatorsApiConfig, request: typeof fetch) {
  let token: { value: string; refreshAt: number } | null = null;
  return {
    async get(): Promise<string> {
      if (token && Date.now() < token.refreshAt) return token.value;
      const response = await request(config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: config.credentialId,
          client_secret: config.credentialSecret,
          scope: 'creatorsapi/default',
        }).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as Json;
      if (!response.ok || typeof body.access_token !== 'string') {
        throw new AmazonApiError(
          `Amazon refused the API credentials (HTTP ${response.status})`,
          response.status,
        );
      }
      const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
      token = { value: body.access_token, refreshAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_EARLY_MS) };
      return token.value;
    },
    forget() {
      token = null;
    },
  };
}

/** What one GetItems call needs: the credentials, the HTTP client, the clock, the pacing and the token. */
interface Caller {
  config: CreatorsApiConfig;
  request: typeof fetch;
  sleep: Sleep;
  slot: () => Promise<void>;
  token: ReturnType<typeof tokenSource>;
}

/** The wait before attempt `attempt + 1`: Amazon's Retry-After (seconds) when it gives one, else 1, 2, 4, 8 s. */
function retryDelayMs(response: Response, attempt: number) {
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1);
}

/** One GetItems call, tried again when the token is refused once, when Amazon throttles (429) or fails (5xx). */
async function callGetItems({ config, request, sleep, slot, token }: Caller, asins: string[]) {
  let refreshedToken = false;
  for (let attempt = 1; ; attempt++) {
    // The token first, so its fetch does not eat into the spacing of the calls.
    const authorization = `Bearer ${await token.get()}, Version ${config.version}`;
    await slot();
    const response = await request(`${config.apiUrl}/catalog/v1/getItems`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization,
        'x-marketplace': config.marketplace,
      },
      body: JSON.stringify({
        itemIds: asins,
        itemIdType: 'ASIN',
        partnerTag: config.partnerTag,
        resources: GET_ITEMS_RESOURCES,
      }),
    });
    if (response.ok) return (await response.json()) as Json;
    if (response.status === 401 && !refreshedToken) {
      // The token expired early or was revoked: fetch one more and ask again.
      token.forget();
      refreshedToken = true;
      attempt -= 1;
      continue;
    }
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= ATTEMPTS) {
      const detail = textAt(await response.json().catch(() => ({})), 'message');
      throw new AmazonApiError(
        `Amazon answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status,
      );
    }
    await sleep(retryDelayMs(response, attempt));
  }
}

/** A GetItems answer as the refresh reads it: the items, and each ASIN left out with Amazon's reason. */
function itemsOf(answer: Json, asins: string[]): GetItemsResult {
  const items = ((at(answer, 'itemsResult', 'items') as unknown[] | undefined) ?? [])
    .map(toAmazonItem)
    .filter((item): item is AmazonItem => item !== null);
  const answered = new Set(items.map((item) => item.asin));
  const errors = (at(answer, 'errors') as unknown[] | undefined) ?? [];
  const missing = asins
    .filter((asin) => !answered.has(asin))
    .map((asin) => {
      // Amazon names the ASIN in the error's message ('The ItemId B0… is not accessible…').
      const error = errors.find((entry) => textAt(entry, 'message')?.includes(asin));
      return { asin, reason: textAt(error, 'message') ?? textAt(error, 'code') ?? 'Not returned by Amazon' };
    });
  return { items, missing };
}

/**
 * Amazon's Creators API (the Product Advertising API's successor since 2026): an OAuth 2.0 client-credentials
 * token (cached until a minute before it expires, fetched again when Amazon refuses it), then
 * `POST {api}/catalog/v1/getItems` with `Authorization: Bearer {token}, Version {version}` and the marketplace
 * in `x-marketplace`. Calls leave at most `requestsPerSecond` a second from this process; a throttled (429) or
 * failed (5xx) call is tried again after 1, 2, 4, 8 s (or the Retry-After Amazon gives).
 */
export function createCreatorsApi(config: CreatorsApiConfig, deps: Deps = {}): ProductDataProvider {
  const request = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const caller: Caller = {
    config,
    request,
    sleep,
    slot: pacer(1000 / config.requestsPerSecond, sleep),
    token: tokenSource(config, request),
  };
  return {
    async getItems(asins) {
      if (asins.length === 0) return { items: [], missing: [] };
      if (asins.length > GET_ITEMS_BATCH) throw new Error(`GetItems takes at most ${GET_ITEMS_BATCH} ASINs`);
      return itemsOf(await callGetItems(caller, asins), asins);
    },
  };
}

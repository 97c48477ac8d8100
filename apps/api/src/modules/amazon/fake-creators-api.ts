import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** The credential the fake accepts. */
export const FAKE_CREATORS_CREDENTIAL = { id: 'fake-credential', secret: 'fake-secret', version: '2.1' };
const CREDENTIAL = FAKE_CREATORS_CREDENTIAL;

export interface FakeCreators {
  url: string;
  tokensIssued: number;
  /** Every GetItems request: when, for which ASINs, answered with which status. */
  calls: Array<{ at: number; asins: string[]; status: number }>;
  /** GetItems calls (by their 1-based number) answered 429 once. */
  throttle: Set<number>;
  /** GetItems calls (by their 1-based number) answered 500. */
  failing: Set<number>;
  /** ASINs Amazon no longer answers for. */
  gone: Set<string>;
  expireTokens(): void;
  price(asin: string): number;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

type Send = (status: number, body: Json, headers?: Record<string, string>) => void;

/** What the fake keeps: its settings and record (the FakeCreators the test holds), and the tokens it issued. */
type FakeState = Omit<FakeCreators, 'url' | 'close'> & { tokens: Set<string>; partnerTag: string };

/** `/token`: a bearer token for the fake's credential, refused for any other. */
function answerToken(fake: FakeState, body: string, send: Send) {
  const form = new URLSearchParams(body);
  const valid =
    form.get('grant_type') === 'client_credentials' &&
    form.get('client_id') === CREDENTIAL.id &&
    form.get('client_secret') === CREDENTIAL.secret &&
    form.get('scope') === 'creatorsapi/default';
  if (!valid) return send(400, { error: 'invalid_client' });
  const token = randomBytes(12).toString('hex');
  fake.tokens.add(token);
  fake.tokensIssued += 1;
  return send(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
}

/** GetItems' answer as Amazon gives it: the items it still has, and an error naming each ASIN that is gone. */
function itemsAnswer(fake: FakeState, itemIds: string[]): Json {
  const known = itemIds.filter((asin) => !fake.gone.has(asin));
  const gone = itemIds.filter((asin) => fake.gone.has(asin));
  return {
    itemsResult: {
      items: known.map((asin) => ({
        asin,
        detailPageURL: `https://www.amazon.com/dp/${asin}?tag=${fake.partnerTag}&linkCode=ogi`,
        itemInfo: { title: { displayValue: `Amazon's title for ${asin}` } },
        images: { primary: { large: { url: `https://m.media-amazon.com/images/I/${asin}.jpg` } } },
        offersV2: {
          listings: [
            {
              price: { money: { amount: fake.price(asin), currency: 'USD' } },
              availability: { type: 'IN_STOCK' },
            },
          ],
        },
      })),
    },
    ...(gone.length > 0
      ? {
          errors: gone.map((asin) => ({
            code: 'ItemNotAccessible',
            message: `The ItemId ${asin} is not accessible through the Creators API.`,
          })),
        }
      : {}),
  };
}

/** `/catalog/v1/getItems`: checks the call as Amazon would, then throttles, fails or answers as the test asks. */
function answerGetItems(
  fake: FakeState,
  request: IncomingMessage,
  body: string,
  arrived: number,
  send: Send,
) {
  const { itemIds, partnerTag, resources } = JSON.parse(body) as {
    itemIds: string[];
    partnerTag: string;
    resources: string[];
  };
  const call = { at: arrived, asins: itemIds, status: 200 };
  fake.calls.push(call);
  const answer = (status: number, json: Json) => {
    call.status = status;
    // Retry-After 0 keeps the test quick; the client's own rate limit still spaces the calls.
    send(status, json, status === 429 || status >= 500 ? { 'retry-after': '0' } : {});
  };
  const [, token, version] =
    /^Bearer (\w+), Version ([\d.]+)$/.exec(request.headers.authorization ?? '') ?? [];
  if (!token || !fake.tokens.has(token) || version !== CREDENTIAL.version) {
    return answer(401, { message: 'The access token is expired or invalid' });
  }
  if (request.headers['x-marketplace'] !== 'www.amazon.com' || partnerTag !== fake.partnerTag) {
    return answer(400, { message: 'Bad marketplace or partner tag' });
  }
  if (itemIds.length > 10 || !resources.includes('offersV2.listings.price')) {
    return answer(400, { message: 'ItemIds: at most 10' });
  }
  if (fake.throttle.delete(fake.calls.length)) return answer(429, { message: 'Too many requests' });
  if (fake.failing.has(fake.calls.length)) return answer(500, { message: 'Internal failure' });
  return answer(200, itemsAnswer(fake, itemIds));
}

/**
 * A local stand-in for Amazon's Creators API, for tests: a token endpoint (`/token`) and GetItems
 * (`/catalog/v1/getItems`) that checks the bearer token, the credential version, the marketplace and the
 * partner tag, and answers like Amazon, with expired tokens, throttling, per-item errors and failures on demand.
 */
export async function startFakeCreators({ partnerTag }: { partnerTag: string }): Promise<FakeCreators> {
  const tokens = new Set<string>();
  const fake: FakeState = {
    partnerTag,
    tokens,
    tokensIssued: 0,
    calls: [],
    throttle: new Set<number>(),
    failing: new Set<number>(),
    gone: new Set<string>(),
    expireTokens: () => tokens.clear(),
    price: (asin: string) => 10 + (Number.parseInt(asin.slice(-3), 36) % 500) / 4,
  };
  const server: Server = createServer(async (request, response) => {
    const arrived = Date.now();
    const send: Send = (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const body = await readBody(request);
    if (request.url === '/token') return answerToken(fake, body, send);
    if (request.url !== '/catalog/v1/getItems' || request.method !== 'POST') return send(404, {});
    return answerGetItems(fake, request, body, arrived, send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

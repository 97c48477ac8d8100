// pnpm bench:api — the storefront's read paths on the real PostgreSQL (TEST_PG_URL) with PRODUCTS (2,000)
// products: autocannon (in this process, CONNECTIONS (8) connections, DURATION_S (8) seconds a route) against
// GET /products, GET /api/products/{id}, GET /api/search?q= with common and rare words (as served, remembered
// until the catalogue changes; and `search_uncached`, each search new), and, in the same run on the same
// server, a bare Fastify route that answers GET /products' bytes from memory.
// Prints one `key: value` line per figure. Targets: ratio (products ÷ bare) ≥ 0.8; search p99 under 20 ms.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createTestApp } from '../src/testing.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 2_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const DURATION_S = Number(process.env.DURATION_S ?? 8);
const TARGET_RATIO = 0.8;
const TARGET_SEARCH_P99_MS = 20;

const NOUNS = [
  'lamp',
  'mug',
  'sock',
  'pillow',
  'speaker',
  'charger',
  'backpack',
  'candle',
  'puzzle',
  'blanket',
];
const ADJECTIVES = [
  'galaxy',
  'retro',
  'tiny',
  'giant',
  'glowing',
  'smart',
  'cozy',
  'weird',
  'magnetic',
  'foldable',
];
// Common words fill hundreds of products; rare ones a few (every 97th product is a 'zeppelin').
const COMMON_SEARCHES = ['lamp', 'galaxy mug', 'retro', 'cozy sock'];
const RARE_SEARCHES = ['zeppelin', 'zeppelin lamp', 'kazoo'];

const t = await createTestApp('postgres+redis');
let bareBody = '';
// Registered on the bench's own app only: GET /products' bytes, from memory, with nothing else done.
t.app.get('/bench/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(bareBody));

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

/** CONNECTIONS clients for DURATION_S on the paths `nextPath` gives: requests per second, p50 and p99. */
async function load(name: string, address: string, nextPath: () => string) {
  const run = (duration: number) =>
    autocannon({
      url: address,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
  await run(1); // warm-up, not counted: connections opened, plans cached, lists built
  const result = await run(DURATION_S);
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(`${name}_rps: ${Math.round(result.requests.average)}`);
  console.log(`${name}_p50_ms: ${result.latency.p50}`);
  console.log(`${name}_p99_ms: ${result.latency.p99}`);
  if (failures > 0) console.log(`${name}_failures: ${failures}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

try {
  const seedStarted = performance.now();
  const ids: string[] = [];
  for (let start = 0; start < PRODUCTS; start += 500) {
    const batch = Array.from({ length: Math.min(500, PRODUCTS - start) }, (_, offset) => {
      const i = start + offset;
      const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[(i * 7) % NOUNS.length]}${i % 97 === 0 ? ' zeppelin' : ''} ${i}`;
      ids.push(`bench-${i}`);
      return {
        _id: `bench-${i}`,
        name,
        description: `A ${name} that ${i % 3 === 0 ? 'glows in the dark' : 'makes a great gift'}. Ships in a gift box.`,
        price: 5 + (i % 200),
        source: i % 4 === 0 ? 'other' : 'amazon',
        asin: i % 4 === 0 ? undefined : `B0${String(i).padStart(8, '0')}`,
        categories: [pick(['tech', 'home', 'kitchen', 'toys', 'gaming'])],
        imageUrl: `/images/products/${1 + (i % 50)}.webp`,
        viralFactor: `🔥 ${(i % 90) / 10 + 0.1}M views`,
        dropDate: new Date(Date.now() - i * 3_600_000).toISOString(),
      };
    });
    await t.app.catalogue.saveProducts(batch);
  }
  console.log(`seeded_products: ${ids.length}`);
  console.log(`seed_seconds: ${((performance.now() - seedStarted) / 1000).toFixed(1)}`);

  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  bareBody = await (await fetch(`${address}/products`)).text();
  console.log(`products_response_bytes: ${Buffer.byteLength(bareBody)}`);

  const products = await load('products', address, () => '/products');
  const bare = await load('bare', address, () => '/bench/bare');
  await load('product', address, () => `/api/products/${pick(ids)}`);
  const searchWords = () => pick(Math.random() < 0.5 ? COMMON_SEARCHES : RARE_SEARCHES);
  // As served: the API remembers each answer until the catalogue changes, so after the warm-up these are
  // answered from memory.
  const search = await load('search', address, () => `/api/search?q=${encodeURIComponent(searchWords())}`);
  // Searches never asked before, each run in full: the same words and one excluded word no product has
  // (the same products found, one more condition tested), new every request.
  let asked = 0;
  await load('search_uncached', address, () => {
    asked += 1;
    return `/api/search?q=${encodeURIComponent(`${searchWords()} -qx${asked}`)}`;
  });
  const ratio = products.rps / bare.rps;
  console.log(`ratio: ${ratio.toFixed(2)}`);
  console.log(`ratio_at_least_${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'yes' : 'no'}`);
  console.log(
    `search_p99_under_${TARGET_SEARCH_P99_MS}ms: ${search.p99 < TARGET_SEARCH_P99_MS ? 'yes' : 'no'}`,
  );
} finally {
  await t.close();
}

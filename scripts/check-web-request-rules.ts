// Proves the rules that keep every request of the web on an endpoint contract still fire (see
// lint-fixtures.ts): the web calls the API only through `api(endpoint, …)` of apps/web/src/lib/api-client.ts,
// never `fetch` (the noRestrictedGlobals rule of biome.json, and lint/web-requests.grit for `window.fetch`)
// nor a method of the old client (`api.get`, `api.post`, …: lint/web-requests.grit).
import { type Fixture, proveRulesFire } from './lint-fixtures.ts';

const GLOBAL_FETCH = {
  category: 'lint/style/noRestrictedGlobals',
  message: 'Do not use the global variable fetch',
};
const FETCH_THROUGH_GLOBAL = { category: 'plugin', message: 'Call the API through `api(endpoint, …)`' };
const OLD_METHOD = { category: 'plugin', message: 'The old client methods' };
const OLD_METHODS = ['get', 'read', 'post', 'send', 'put', 'delete', 'upload', 'download'];

const fixtures: Fixture[] = [
  // A request written by hand
  {
    file: 'apps/web/src/features/search/api.ts',
    source: "export const search = () => fetch('/api/search?q=cards');",
    expected: GLOBAL_FETCH,
  },
  {
    file: 'apps/web/src/features/gifts/GiftForm.tsx',
    source: "export const send = () => window.fetch('/api/gifts', { method: 'POST' });",
    expected: FETCH_THROUGH_GLOBAL,
  },
  {
    file: 'apps/web/src/components/ui/load.ts',
    source: "export const load = () => globalThis.fetch('/api/site-config');",
    expected: FETCH_THROUGH_GLOBAL,
  },
  {
    file: 'apps/web/src/lib/alias.ts',
    source: 'export const request = fetch;',
    expected: GLOBAL_FETCH,
  },
  ...OLD_METHODS.map((method) => ({
    file: `apps/web/src/features/profiles/old-${method}.ts`,
    source: `export const call = () => api.${method}('/api/profiles/me');`,
    expected: OLD_METHOD,
  })),
  {
    file: 'apps/web/src/features/admin/old-method-passed.ts',
    source: 'export const read = api.read;',
    expected: OLD_METHOD,
  },
  // What the rules allow
  {
    file: 'apps/web/src/lib/api-client.ts',
    source: 'export const request = (path: string) => fetch(path);',
    expected: null,
  },
  {
    file: 'apps/web/src/features/wishlist/allowed.ts',
    source: [
      'export const list = (userId: number) => api(wishlistEndpoints.list, { params: { userId } });',
      'export const cached = (key: string) => cache.get(key);',
      'export const injected = (deps: { fetch: (id: number) => void }) => deps.fetch(1);',
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/web/src/features/deck-manager/shadowed.ts',
    source: 'const fetch = (id: number) => id;\nexport const deck = fetch(1);',
    expected: null,
  },
  {
    file: 'apps/web/src/features/auth/auth-store.test.ts',
    source: "vi.stubGlobal('fetch', fetchMock);\nawait fetch('/api/x');\nawait api.get('/api/auth/profile');",
    expected: null,
  },
  {
    file: 'apps/web/src/testing/stub-network.ts',
    source: 'export const stubNetwork = (answer: typeof fetch) => {\n  globalThis.fetch = answer;\n};',
    expected: null,
  },
  {
    file: 'apps/api/src/modules/amazon/creators-api.ts',
    source: "export const lookUp = () => fetch('https://creators.example/items');",
    expected: null,
  },
];

proveRulesFire('web request rules', fixtures, ['style/noRestrictedGlobals', 'plugin']);

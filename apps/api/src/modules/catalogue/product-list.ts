import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import type { Product } from '@app/contracts';
import { type AppDatabase, products } from '@app/db';
import { asc, desc } from 'drizzle-orm';
import { productColumns, toProductResponse } from './product-row.ts';
import { CATALOGUE_CHANNEL, catalogueVersion } from './writes.ts';

// The whole product list (GET /products), kept in each process's memory and read again when the catalogue
// version moves.

export interface CatalogueSnapshot {
  version: number;
  products: Product[];
  byId: Map<string, Product>;
  /** The JSON body of GET /products and its strong ETag. */
  body: string;
  etag: string;
  /** The body compressed (once per version, off the event loop, on first use). */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Compresses a body once: the first caller starts the work, the others share it. */
function encodedOnce(body: string): CatalogueSnapshot['encoded'] {
  const done = new Map<'br' | 'gzip', Promise<Buffer>>();
  return (encoding) => {
    let result = done.get(encoding);
    if (!result) {
      const bytes = Buffer.from(body);
      result =
        encoding === 'br'
          ? brotli(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : gzip(bytes, { level: 9 });
      done.set(encoding, result);
    }
    return result;
  };
}

/** The list as it is at `version`, newest drop first, with its body and ETag. */
async function loadSnapshot(db: AppDatabase, version: number): Promise<CatalogueSnapshot> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .orderBy(desc(products.dropDate), asc(products.id));
  const list = rows.map(toProductResponse);
  const body = JSON.stringify(list);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return {
    version,
    products: list,
    byId: new Map(list.map((p) => [p._id, p])),
    body,
    etag,
    encoded: encodedOnce(body),
  };
}

/**
 * While the catalogue listens, a cached list is trusted without a query for this long after its version was
 * last read: a write's notification drops it at once, and the check covers a notification that was lost.
 */
const TRUST_CACHED_MS = 5_000;

/**
 * The cached list: `snapshot()` answers it from memory while it may be trusted (`listening()` and read within
 * TRUST_CACHED_MS), else reads the version and loads the list again only when it moved, one load per version
 * however many ask at once; `invalidate()` drops it.
 */
export function productListCache(
  db: AppDatabase,
  { now, listening }: { now: () => number; listening: () => boolean },
) {
  let cached: (CatalogueSnapshot & { checkedAt: number }) | null = null;
  let loading: { version: number; promise: Promise<CatalogueSnapshot> } | null = null;
  // Moved on by every invalidation: a list read before one is never kept after it.
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cached = null;
  };

  async function snapshot(): Promise<CatalogueSnapshot> {
    if (cached && listening() && now() - cached.checkedAt < TRUST_CACHED_MS) return cached;
    const started = generation;
    // The version is read before the rows, so a list is never labelled newer than it is.
    const version = await catalogueVersion(db);
    if (cached?.version === version) {
      if (generation === started) cached.checkedAt = now();
      return cached;
    }
    if (loading?.version === version) return loading.promise;
    const promise = loadSnapshot(db, version).then((loaded) => {
      const entry = { ...loaded, checkedAt: now() };
      if (generation === started && (!cached || cached.version <= entry.version)) cached = entry;
      return entry;
    });
    loading = { version, promise };
    void promise
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      })
      .catch(() => {});
    return promise;
  }
  return { snapshot, invalidate };
}

/** Listens on a channel (Database.listen). */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onListen?: () => void,
) => Promise<() => Promise<void>>;

/**
 * Listens for product writes (here and in other processes): each one, and each (re)start of the listening
 * (whatever was written meanwhile went unheard), calls `invalidate`; `onListening` when the LISTEN holds.
 * Waits for the first LISTEN to be confirmed (5 s at most; until then every request reads the version), so it
 * does not drop a list loaded in between. Answers how to stop.
 */
export async function listenForWrites(listen: Listen, invalidate: () => void, onListening: () => void) {
  let heardListening: () => void = () => {};
  const firstListen = new Promise<void>((resolve) => {
    heardListening = resolve;
  });
  const unlisten = await listen(CATALOGUE_CHANNEL, invalidate, () => {
    invalidate();
    onListening();
    heardListening();
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([firstListen, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
  return unlisten;
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings a response may be sent in, best first. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];

/**
 * The best of `RESPONSE_ENCODINGS` the client accepts (`Accept-Encoding`, q-values honoured, `*` counted), or
 * null for none. For routes that keep their body compressed ahead of time (GET /products).
 */
export function preferredEncoding(header: string | undefined): ResponseEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return RESPONSE_ENCODINGS.find((encoding) => weightOf(encoding) > 0) ?? null;
}

/** Brotli at quality 4 costs about what gzip at level 6 does, and makes smaller bodies. */
const ON_THE_FLY = {
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: 6 },
};
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * A body compressed as the plugin compresses answers, off the event loop: for the answers its hook does not
 * reach (Fastify's not-found handler, which serves the pages, is not a route).
 */
export function compressedOnTheFly(body: string, encoding: ResponseEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, ON_THE_FLY.brotli) : gzip(body, ON_THE_FLY.gzip);
}

/**
 * Compresses answers on the fly (brotli or gzip by Accept-Encoding, above 1 KB): JSON and the pages' HTML.
 * The web app's files come compressed at their best from the
 * build instead, and GET /products keeps its body compressed per catalogue version. A route that sets
 * Content-Encoding itself is left alone. Registered before any route, so its hook reaches them all.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: [...RESPONSE_ENCODINGS],
      brotliOptions: ON_THE_FLY.brotli,
      zlibOptions: ON_THE_FLY.gzip,
      // Requests are never accepted compressed: a small compressed body could inflate past the body limit.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

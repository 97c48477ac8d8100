import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import compressible from 'compressible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings a response may be sent in, best first. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];

/**
 * The best of `RESPONSE_ENCODINGS` the client accepts (`Accept-Encoding`, q-values honoured, `*` counted), or
 * null for none.
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

/** A body compressed for sending, off the event loop. */
function compressedOnTheFly(body: string, encoding: ResponseEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, ON_THE_FLY.brotli) : gzip(body, ON_THE_FLY.gzip);
}

/**
 * Compresses answers on the fly (brotli or gzip by Accept-Encoding, above 1 KB): JSON and the pages' HTML, in
 * one call each. @fastify/compress did this through a compression stream per answer, which cost the event loop
 * about 0.4 ms for a 13 kB thread list (measured on bench:forum); one `brotliCompress` call costs about 0.1 ms.
 * Every answer Fastify has serialised arrives here as a string, the pages' too (the hook is the root's, so it
 * runs for the not-found handler that serves them). Buffers and streams go as they are: the web app's files
 * come compressed at their best from the build, GET /products keeps its body compressed per catalogue version,
 * and images do not compress. An answer with a Content-Encoding already is left alone.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES)
        return payload;
      const type = reply.getHeader('content-type');
      if (reply.hasHeader('content-encoding') || typeof type !== 'string' || !compressible(type))
        return payload;
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\baccept-encoding\b/i.test(vary))
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return compressedOnTheFly(payload, encoding);
    });
  },
  { name: 'compression' },
);

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** Where the all-in-one server (API + game server) listens during development. */
const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const http = (ws = false): ProxyOptions => ({ target, changeOrigin: true, ws });

const proxy: Record<string, ProxyOptions> = {
  '/api': http(true),
  '/health': http(),
  '/products': http(),
  '/media': http(),
  '^/go/': http(),
  // The product admin's API paths (product spec 2 §7); /admin itself is the web app's page.
  '/admin/products': http(),
  '/admin/refresh-product': http(),
  '/refresh-products': http(),
  '/sitemap.xml': http(),
  '/og': http(),
  '/matchmake': http(true),
  // Game rooms connect on dynamic paths (/<processId>/<roomId>), so every other websocket upgrade is
  // forwarded too. Plain HTTP requests and Vite's own HMR socket are left to Vite. Must stay last.
  '^/': {
    ...http(true),
    bypass: (req, res) => {
      if (res) return req.url;
      const protocol = req.headers['sec-websocket-protocol'];
      if (typeof protocol === 'string' && protocol.startsWith('vite-')) return req.url;
      return undefined;
    },
  },
};

/** Text files worth compressing; smaller ones gain less than their headers cost. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every compressible file of the build,
 * bundle and public/ alike, so the server sends them by Accept-Encoding without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = await readFile(file);
        if (bytes.length < MIN_BYTES) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // No source maps: the production build serves none (the dev server has its own).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});

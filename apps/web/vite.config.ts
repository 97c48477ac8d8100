import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type LogLevel, type Plugin, type ProxyOptions } from 'vite';

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

/**
 * Where the server renderer goes inside the build folder: `PAGE_RENDERER_DIR` of @app/contracts (written out
 * here because Node loads this file before any TypeScript package could be).
 */
const RENDERER_DIR = 'ssr';

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
        // The server renderer (built beside, at the same time) is read from disk by the server, never sent.
        if (path.relative(outDir, file).split(path.sep)[0] === RENDERER_DIR) continue;
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

/**
 * Asks for the bundle's scripts at low priority (`fetchpriority="low"` on the entry and its module preloads).
 * The storefront's pages arrive drawn by the server and their scripts only make them interactive: on a slow
 * connection the stylesheet and the pictures in view, which the first paint needs, then go before ~150 kB of
 * JavaScript; the scripts are still asked for at once, beside them.
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(?:script type="module"|link rel="modulepreload")(?= )/g, '$& fetchpriority="low"'),
    },
  };
}

/**
 * After the browser's build, builds the server renderer (`src/entry-server.tsx`) into `<outDir>/ssr/` with every
 * dependency bundled in, so the API can load it by file path from wherever the build lies (apps never import
 * each other) and needs none of the web app's packages at run time.
 */
function serverRenderer(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let logLevel: LogLevel = 'info';
  return {
    name: 'server-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      logLevel = config.logLevel ?? 'info';
    },
    async closeBundle() {
      await build({
        configFile,
        logLevel,
        mode: 'production',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, RENDERER_DIR),
          emptyOutDir: true,
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild: isServerBuild = false }) => ({
  // The server renderer's build (see serverRenderer) is neither compressed nor followed by another.
  plugins: isServerBuild ? [react()] : [react(), scriptsAtLowPriority(), precompress(), serverRenderer()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // No source maps: the production build serves none (the dev server has its own).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the site supports preloads modules itself (<link rel="modulepreload">).
      polyfill: false,
      // A module loaded on demand brings its own imports, which the browser asks for as soon as it reads it; only
      // its stylesheets are named ahead (it needs them). Naming every module's imports in the first code cost
      // ~3 kB of it (a list of every file of the build), for one round trip saved on a page's own code.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // The server renderer: ES modules named .mjs, so Node loads them as such from any folder.
    ...(isServerBuild
      ? {
          copyPublicDir: false,
          rolldownOptions: {
            output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
          },
        }
      : {}),
  },
  ssr: { noExternal: true },
  // The server renderer runs React's production build whatever NODE_ENV the server itself has (tests run it
  // with 'test'): the browser's bundle is production React too, and the two must draw the same markup.
  ...(isServerBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));

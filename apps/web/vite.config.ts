import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // No source maps: the production build serves none (the dev server has its own).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});

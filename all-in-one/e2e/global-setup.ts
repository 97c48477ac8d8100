// Builds the web app once for every browser test file, into a folder of its
// own: the servers under test serve it while nothing else can rebuild it.
// E2E_SKIP_BUILD=1 serves the existing apps/web/dist instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

// The web app is built by its own package's Vite, as `pnpm start` builds it.
const webRoot = fileURLToPath(new URL('../../apps/web/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
  }
}

/**
 * Builds the web app into a new folder and answers it: for production, as `pnpm start` builds it, or for
 * development (React's development build, whose StrictMode runs every effect twice, as `pnpm dev` serves it).
 */
export function buildWebApp(mode: 'production' | 'development' = 'production'): string {
  const dir = mkdtempSync(path.join(tmpdir(), `dd-web-e2e-${mode}-`));
  // A child process, so the test runner's NODE_ENV=test does not leak into the bundle.
  execFileSync(
    process.execPath,
    [
      path.join(webRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      mode,
      '--logLevel',
      'warn',
      '--outDir',
      dir,
      '--emptyOutDir',
    ],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: mode }, stdio: 'inherit' },
  );
  return dir;
}

export default function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD === '1') {
    project.provide('webDistDir', path.join(webRoot, 'dist'));
    return;
  }
  const dir = buildWebApp();
  project.provide('webDistDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

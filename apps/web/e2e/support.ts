import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

export const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

/** Builds apps/web into dist/ so the server under test serves the current code (E2E_SKIP_BUILD=1 skips). */
export function buildWebApp(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // A child process, so the test runner's NODE_ENV=test does not leak into the bundle.
  execFileSync(process.execPath, [`${webRoot}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function artifactPath(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return `${artifactsDir}${name}`;
}

/** A fresh, valid username (3-30 chars of letters, digits, underscore, dot or dash). */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { startTestServer } from '../src/testing.ts';

export const artifactsDir = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

/** The real all-in-one server, serving the web app the global setup built for this run. */
export function startE2EServer(env: NodeJS.ProcessEnv = {}) {
  return startTestServer({ env: { WEB_DIST_DIR: inject('webDistDir'), ...env } });
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

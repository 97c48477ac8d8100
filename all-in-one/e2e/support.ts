import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { APP_RUNNING_ATTRIBUTE } from '@app/contracts';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing.ts';

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

export const E2E_PASSWORD = 'dopamine-rush-42';

/**
 * The page with `goto` and `reload` waiting, after the load, until the web app runs (the server sends its pages
 * drawn, but their buttons answer only once the browser's code has adopted them), as a shopper waits for a page
 * to respond; documents that are not the web app (the API docs) need no wait.
 */
export function whenAppRuns(page: Page): Page {
  const running = () =>
    page.waitForFunction(
      (attribute) => !document.getElementById('root') || document.documentElement.hasAttribute(attribute),
      APP_RUNNING_ATTRIBUTE,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await running();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await running();
    return response;
  };
  return page;
}

/** React's hydration failures: the minified codes of a mismatch (#418, #423, #425) and the development texts. */
const HYDRATION_ERROR = /Minified React error #(?:418|423|425)\b|hydration|did not match/i;

/**
 * Every React hydration error a page of `context` reports, as a console message (error or warning: the web app
 * hands them to `console.warn` when it draws the page again) or an uncaught error, pushed to `sink` and written to
 * `test-artifacts/hydration-errors.log` (one line each), so a run of the whole browser suite can count them.
 */
export function watchHydration(context: BrowserContext, sink: string[]): BrowserContext {
  const record = (text: string, url: string) => {
    if (!HYDRATION_ERROR.test(text)) return;
    const line = `hydration error at ${url}: ${text.split('\n')[0]}`;
    sink.push(line);
    appendFileSync(artifactPath('hydration-errors.log'), `${line}\n`);
  };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      record(message.text(), message.page()?.url() ?? '');
    }
  });
  context.on('weberror', (error) => record(String(error.error()), error.page()?.url() ?? ''));
  return context;
}

/** A signed-in member as the web app keeps them in the browser. */
export interface StoredSession {
  token: string;
  user: { id: number; username: string };
}

/** Pages the context opens start signed in as `session`, as the web app keeps a login in localStorage. */
export async function storeSession(context: BrowserContext, session: StoredSession): Promise<void> {
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/** A JSON call to the server at `baseUrl`, with `token`'s bearer when there is one; throws unless 2xx. */
export async function callApi<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * What every browser test file sets up: the real server (with `env`), one Chromium, a fresh context per
 * page, and the page errors and hydration errors of each test checked when it ends. Call at the top of a test file.
 */
export function browserSuite(env: NodeJS.ProcessEnv = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];
  const hydrationErrors: string[] = [];

  beforeAll(async () => {
    server = await startE2EServer(env);
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors;
    pageErrors = [];
    // A page the server drew and the browser could not adopt was thrown away and drawn again.
    const hydration = hydrationErrors.splice(0);
    expect(errors).toEqual([]);
    expect(hydration).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const suite = {
    get server(): TestServer {
      if (!server) throw new Error('the server did not start');
      return server;
    },
    url: (path: string) => `${suite.server.url}${path}`,
    /** A browser context of its own (closed after the test), for pages opened without `openPage`'s waits. */
    async newContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
      if (!browser) throw new Error('Chromium did not start');
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
      watchHydration(context, hydrationErrors);
      contexts.push(context);
      return context;
    },
    /** Page errors of pages made in `newContext`'s contexts are checked like `openPage`'s. */
    watchErrors(page: Page): Page {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
    /** A page in a browser context of its own, at `path`, once the site's header is there. */
    async openPage(path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
      const context = await suite.newContext({ viewport, reducedMotion: 'reduce' });
      const page = suite.watchErrors(whenAppRuns(await context.newPage()));
      await page.goto(suite.url(path));
      await page.getByRole('banner').waitFor();
      return page;
    },
    /** A member made through the API: their id, username and token (password `E2E_PASSWORD`). */
    async newMember(prefix = 'e2e') {
      const username = uniqueUsername(prefix);
      const response = await fetch(suite.url('/api/auth/register'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: E2E_PASSWORD,
          confirm_password: E2E_PASSWORD,
        }),
      });
      if (response.status !== 201) throw new Error(`register failed: ${await response.text()}`);
      const { user, token } = (await response.json()) as { user: { id: number }; token: string };
      return { id: user.id, username, token };
    },
    /** Logs in through the login form and waits for the home page. */
    async logIn(page: Page, username: string) {
      await page.goto(suite.url('/login'));
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(suite.url('/'));
    },
  };
  return suite;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** Each offending element: its selector and what axe found wrong with it. */
  elements: string[];
}

/** Rules judged whatever impact axe gives them: headings must not skip levels (a moderate finding for axe). */
const ALWAYS_JUDGED = ['heading-order'];

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.1 A and AA rules and axe's best
 * practices), and any of `ALWAYS_JUDGED`. Injected through the DevTools protocol, so the site's
 * Content-Security-Policy does not block it.
 */
export async function blockingAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (alwaysJudged) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
          }>;
        }>;
      };
    };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter(
        (violation) =>
          violation.impact === 'serious' ||
          violation.impact === 'critical' ||
          alwaysJudged.includes(violation.id),
      )
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        elements: violation.nodes.map(
          (node) =>
            `${node.target.join(' ')} (${node.html}): ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      }));
  }, ALWAYS_JUDGED);
}

import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchChromium, startE2EServer } from './support.ts';

/** The API reference at /api/docs in headless Chromium, against the real all-in-one server. */

let server: { url: string; close(): Promise<void> } | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the API reference', () => {
  it('renders our routes from this server alone, within the site Content-Security-Policy', async () => {
    if (!browser || !server) throw new Error('setup failed');
    const origin = new URL(server.url).origin;
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const outsideRequests: string[] = [];
    const failedRequests: string[] = [];
    const refusals: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) outsideRequests.push(request.url());
    });
    page.on('requestfailed', (request) =>
      failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.url()}: ${response.status()}`);
    });
    // Chromium reports what the Content-Security-Policy blocked as console errors.
    page.on('console', (message) => {
      if (message.type() === 'error') refusals.push(message.text());
    });

    const response = await page.goto(`${server.url}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // Operations are grouped by domain tag and each shows its path.
    await page.locator('.opblock-tag', { hasText: 'auth' }).first().waitFor();
    const login = page.locator('.opblock-post', { hasText: '/api/auth/login' });
    await login.first().waitFor();

    // Opening an operation shows the request body drawn from its Zod schema.
    await login.locator('.opblock-summary').first().click();
    await login.getByText('username').first().waitFor();
    await page.screenshot({ path: artifactPath('api-docs.png'), fullPage: false });

    // The list is virtual (Swagger UI draws only what is near the viewport): scrolling through it draws every
    // domain's operations down to the last.
    const matchOperation = page.locator('.opblock-get', { hasText: '/api/card/matches/{matchId}' }).first();
    const lastOperation = page.locator('.opblock-post', { hasText: '/api/submit-product' }).first();
    let sawMatchOperation = false;
    for (let scrolls = 0; scrolls < 300 && !(await lastOperation.isVisible()); scrolls += 1) {
      sawMatchOperation ||= await matchOperation.isVisible();
      await page.mouse.wheel(0, 600);
    }
    expect(sawMatchOperation).toBe(true);
    await lastOperation.waitFor();

    expect(pageErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    expect(failedRequests).toEqual([]);
    expect(refusals).toEqual([]);
  });
});

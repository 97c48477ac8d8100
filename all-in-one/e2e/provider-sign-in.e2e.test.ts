// Google and Apple sign-in through the browser, against the real all-in-one server. The providers' scripts
// are answered by small stand-ins (Playwright intercepts their addresses), which hand the page an ID token
// this test signed with its own key; the server checks it against that key, published on a local JWKS.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchChromium, startE2EServer, whenAppRuns } from './support.ts';

const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.example.dopamine.e2e';
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
const KID = 'e2e-key';

let providerKey: CryptoKey;
let forgerKey: CryptoKey;
let jwks: Server;
let server: { url: string; close(): Promise<void> } | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
/** Uncaught page errors and console errors (which include what the Content-Security-Policy blocked). */
let problems: string[] = [];

beforeAll(async () => {
  const provider = await generateKeyPair('RS256', { extractable: true });
  forgerKey = (await generateKeyPair('RS256', { extractable: true })).privateKey;
  providerKey = provider.privateKey;
  const keys = JSON.stringify({
    keys: [{ ...(await exportJWK(provider.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  jwks = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(keys);
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const address = jwks.address();
  if (!address || typeof address === 'string') throw new Error('the key server has no port');
  const keysUrl = `http://127.0.0.1:${address.port}/keys`;
  server = await startE2EServer({
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: keysUrl,
    APPLE_CLIENT_ID,
    APPLE_JWKS_URL: keysUrl,
  });
  browser = await launchChromium();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  const seen = problems;
  problems = [];
  expect(seen).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  jwks?.closeAllConnections();
  await new Promise((resolve) => jwks?.close(resolve));
});

const url = (path: string) => `${server?.url}${path}`;
const tag = () => randomBytes(4).toString('hex');

function idToken(issuer: string, audience: string, claims: Record<string, unknown>, key = providerKey) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject(`${Date.now()}${randomBytes(4).readUInt32BE(0)}`)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/** A stand-in for Google Identity Services: its button hands the page `credential` when clicked. */
const fakeGoogle = (credential: string) => `
  window.google = { accounts: { id: {
    initialize(config) { window.__gis = config; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () => window.__gis.callback({ credential: ${JSON.stringify(credential)} }));
      parent.append(button);
    },
  } } };`;

/**
 * A stand-in for Sign in with Apple JS: each signIn() takes the next of `answers`, either a popup closed
 * by the person or a token (with the user Apple passes), answering the state the page set.
 */
const fakeApple = (answers: Array<{ closed: true } | { token: string; user?: unknown }>) => `
  window.__appleAnswers = ${JSON.stringify(answers)};
  window.__appleSettled = 0;
  window.AppleID = { auth: {
    init(config) { window.__apple = config; },
    signIn() {
      const answer = window.__appleAnswers.shift();
      const settle = () => setTimeout(() => { window.__appleSettled += 1; });
      settle();
      if (answer.closed) return Promise.reject({ error: 'popup_closed_by_user' });
      return Promise.resolve({
        authorization: { id_token: answer.token, code: 'c', state: window.__apple.state },
        ...(answer.user ? { user: answer.user } : {}),
      });
    },
  } };`;

async function openLogin(
  scripts: { google?: string; apple?: string },
  viewport = { width: 1440, height: 900 },
) {
  if (!browser || !server) throw new Error('setup failed');
  context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = whenAppRuns(await context.newPage());
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const script = (body: string | undefined) => (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    body === undefined ? route.abort() : route.fulfill({ status: 200, contentType: 'text/javascript', body });
  await page.route(GOOGLE_SCRIPT, script(scripts.google));
  await page.route(APPLE_SCRIPT, script(scripts.apple));
  await page.goto(url('/login'));
  await page.getByRole('banner').waitFor();
  return page;
}

async function expectLoggedIn(page: Page) {
  await page.waitForURL(url('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
}

describe('Google and Apple sign-in through the browser', () => {
  it('signs in with Google and lands on / logged in', async () => {
    const name = `Gia Google ${tag()}`;
    const token = await idToken('https://accounts.google.com', GOOGLE_CLIENT_ID, {
      email: `${name.replaceAll(' ', '.').toLowerCase()}@gmail.example`,
      email_verified: true,
      name,
    });
    const page = await openLogin({ google: fakeGoogle(token), apple: fakeApple([]) });
    const googleButton = page
      .locator('.social-auth__google')
      .getByRole('button', { name: 'Sign in with Google' });
    await googleButton.waitFor();
    await page.getByRole('button', { name: 'Sign in with Apple' }).waitFor();
    await page.screenshot({ path: artifactPath('login-with-providers.png'), fullPage: true });
    // The page set Google up with the client id the server named.
    expect(
      await page.evaluate(() => (window as unknown as { __gis: { client_id: string } }).__gis.client_id),
    ).toBe(GOOGLE_CLIENT_ID);

    await googleButton.click();
    const session = await expectLoggedIn(page);
    expect(session.token).toBeTruthy();
    expect(session.user).toMatchObject({
      username: name.replaceAll(' ', '_').toLowerCase(),
      display_name: name,
      is_admin: false,
    });
  });

  it("shows 'Google sign-in failed' when the server refuses the token, and stays logged out", async () => {
    const forged = await idToken(
      'https://accounts.google.com',
      GOOGLE_CLIENT_ID,
      { name: 'Forged' },
      forgerKey,
    );
    const page = await openLogin({ google: fakeGoogle(forged), apple: fakeApple([]) });
    await page.locator('.social-auth__google').getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('alert').filter({ hasText: 'Google sign-in failed' }).waitFor();
    expect(page.url()).toBe(url('/login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The server refused it with 401, which the browser reports in the console: that one is expected.
    expect(problems).toEqual([expect.stringContaining('status of 401')]);
    problems = [];
  });

  it("says 'Google sign-in failed' when Google's script cannot load", async () => {
    const page = await openLogin({ apple: fakeApple([]) });
    const fallback = page.getByRole('button', { name: 'Sign in with Google' });
    // Ours stands in, usable, once the script has failed.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.includes('Sign in with Google') && !button.disabled,
      ),
    );
    await fallback.click();
    await page.getByRole('alert').filter({ hasText: 'Google sign-in failed' }).waitFor();
    // The blocked script requests (the first and the retry) are reported in the console: those are expected.
    problems = problems.filter((problem) => problem !== 'Failed to load resource: net::ERR_FAILED');
  });

  it('signs in with Apple, naming the new member from the user Apple passes; a closed popup says nothing', async () => {
    const last = `Apfel${tag()}`;
    const token = await idToken('https://appleid.apple.com', APPLE_CLIENT_ID, {
      email: `${last.toLowerCase()}@privaterelay.appleid.example`,
      email_verified: 'true',
    });
    const page = await openLogin(
      {
        google: fakeGoogle('unused'),
        apple: fakeApple([
          { closed: true },
          { token, user: { name: { firstName: 'Ada', lastName: last }, email: 'ignored@example.com' } },
        ]),
      },
      { width: 375, height: 740 },
    );
    // Every text the error region ever shows is kept.
    await page.evaluate(() => {
      const alert = document.getElementById('login-error');
      const seen: string[] = [];
      (window as unknown as { __alerts: string[] }).__alerts = seen;
      if (alert) {
        new MutationObserver(() => seen.push(alert.textContent ?? '')).observe(alert, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      }
    });
    const apple = page.getByRole('button', { name: 'Sign in with Apple' });
    await apple.click();
    await page.waitForFunction(() => (window as unknown as { __appleSettled: number }).__appleSettled === 1);
    expect(page.url()).toBe(url('/login'));

    await apple.click();
    const session = await expectLoggedIn(page);
    expect(session.user).toMatchObject({
      username: `ada_${last.toLowerCase()}`,
      display_name: `Ada ${last}`,
    });
    expect(await page.evaluate(() => (window as unknown as { __apple: unknown }).__apple)).toMatchObject({
      clientId: APPLE_CLIENT_ID,
      usePopup: true,
      redirectURI: url('/login'),
    });
    expect(await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)).toEqual([]);
  });
});

describe('sign-in providers not set up', () => {
  let plain: { url: string; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    plain = await startE2EServer();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('shows no Google or Apple button and loads neither script', async () => {
    if (!browser || !plain) throw new Error('setup failed');
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = whenAppRuns(await context.newPage());
    const outside: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(plain?.url ?? '')) outside.push(request.url());
    });
    const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
    await page.goto(`${plain.url}/login`);
    expect(await (await config).json()).toMatchObject({ google_client_id: null, apple_client_id: null });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Google|Apple/ }).count()).toBe(0);
    expect(await page.getByText('or', { exact: true }).count()).toBe(0);
    expect(outside).toEqual([]);
  });
});

// Behind a reverse proxy the API believes only the X-Forwarded-For entries its
// own proxies add: a client cannot pick its address and walk past per-address limits.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { STACKS } from '../src/testing.ts';
import { suiteTestApp } from './support.ts';

const PROXY = '10.1.2.3';
const uniqueEmail = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}@example.com`;
const CLIENT = '203.0.113.7';

describe.each(STACKS)('behind a trusted proxy on %s', (stack) => {
  const t = suiteTestApp(stack, { TRUST_PROXY: '10.0.0.0/8' });

  /** A newsletter sign-up relayed by our proxy; the client wrote `spoofed` into X-Forwarded-For itself. */
  const signUpThroughProxy = (spoofed: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
      payload: { email: uniqueEmail('proxied') },
    });

  it('counts the address the proxy saw, whatever the client put before it', async () => {
    // The newsletter form allows 20 sign-ups an hour per address.
    for (let i = 0; i < 20; i++) {
      const response = await signUpThroughProxy(`198.51.100.${i}`);
      expect(response.statusCode).toBe(200);
    }
    const over = await signUpThroughProxy('198.51.100.99');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('does not believe X-Forwarded-For from a client that is not a proxy', async () => {
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': CLIENT },
      payload: { email: uniqueEmail('direct') },
    });
    // CLIENT's budget is spent (previous test); a direct client is counted by its own address.
    expect(direct.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes proxy addresses and CIDRs, and refuses true and anything else with a message', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, loopback, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would believe every X-Forwarded-For entry a client sends',
    );
    for (const wrong of ['1', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(
        'TRUST_PROXY: must be false, or comma-separated',
      );
    }
  });
});

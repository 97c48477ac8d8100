import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionEvents, type SessionEvents } from '../src/session-events.ts';
import { TEST_REDIS_URL } from '../src/testing.ts';

describe('session events', () => {
  const opened: SessionEvents[] = [];
  const events = (redisUrl: string | undefined, prefix: string) => {
    const created = createSessionEvents({ redisUrl, prefix, onError: () => {} });
    opened.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((one) => one.close()));
  });

  /** The next token id `from` hears. */
  const nextEnded = (from: SessionEvents) =>
    new Promise<string>((resolve) => {
      const stop = from.onEnded((tokenId) => {
        stop();
        resolve(tokenId);
      });
    });

  it('without Redis, tells the listeners of the same instance', async () => {
    const local = events(undefined, 'x');
    const heard = nextEnded(local);
    await local.ended('token-1');
    expect(await heard).toBe('token-1');
  });

  it('with Redis, reaches another instance on the same prefix and none on another prefix', async () => {
    const prefix = `test:sessions:${randomBytes(4).toString('hex')}`;
    const api = events(TEST_REDIS_URL, prefix);
    const gameServer = events(TEST_REDIS_URL, prefix);
    const otherDeployment = events(TEST_REDIS_URL, `${prefix}:other`);
    const heardOther: string[] = [];
    otherDeployment.onEnded((tokenId) => heardOther.push(tokenId));
    const heard = nextEnded(gameServer);
    // Subscriptions are made on first listen; announce until the subscriber is in place.
    const tokenId = randomUUID();
    const announce = setInterval(() => void api.ended(tokenId), 100);
    try {
      expect(await heard).toBe(tokenId);
    } finally {
      clearInterval(announce);
    }
    // A marker on the other prefix proves its subscriber is live and heard only its own.
    const otherApi = events(TEST_REDIS_URL, `${prefix}:other`);
    const marker = nextEnded(otherDeployment);
    const announceMarker = setInterval(() => void otherApi.ended('marker'), 100);
    try {
      await marker;
    } finally {
      clearInterval(announceMarker);
    }
    expect(heardOther.every((id) => id === 'marker')).toBe(true);
  });

  it('answers at once while Redis is unreachable, reporting the failure', async () => {
    const failures: string[] = [];
    const away = createSessionEvents({
      redisUrl: 'redis://127.0.0.1:1',
      prefix: 'x',
      onError: (_error, context) => failures.push(context),
    });
    opened.push(away);
    const started = Date.now();
    await expect(away.ended('token-1')).resolves.toBeUndefined();
    expect(failures).toContain('announcing the end of session token-1');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

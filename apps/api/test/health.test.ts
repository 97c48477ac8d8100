// /health while the database is away: the public answer says degraded (503)
// and nothing else, an admin's token (which cannot be checked without the
// database) gets the same, and the answer is ok again once the database is
// back. Runs on a PostgreSQL database of the test's own, which it closes to
// new and existing connections and opens again.
import { TEST_PG_ADMIN_URL } from '@app/db/testing';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../src/testing.ts';
import { healthOf, suiteTestApp, waitFor } from './support.ts';

describe('/health with the database away (postgres+redis)', () => {
  const t = suiteTestApp('postgres+redis');
  const admin = postgres(TEST_PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  afterAll(() => admin.end());

  const health = (token?: string) => healthOf(t, token);

  it('answers 503 degraded while no connection can be made, and ok once the database is back', async () => {
    const { token } = await registerAdmin(t.app);
    expect((await health(token)).body).toMatchObject({ status: 'ok', database: 'up' });
    const name = new URL(String(t.config.databaseUrl)).pathname.slice(1);
    await admin.unsafe(`alter database "${name}" with allow_connections false`);
    try {
      await admin.unsafe('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      expect(await health()).toEqual({ status: 503, body: { status: 'degraded' } });
      expect(await health(token)).toEqual({ status: 503, body: { status: 'degraded' } });
    } finally {
      await admin.unsafe(`alter database "${name}" with allow_connections true`);
    }
    await waitFor(async () => ((await health()).status === 200 ? true : null), {
      what: '/health to recover',
    });
    expect(await health(token)).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', database_kind: 'postgres', redis: 'up', jobs: 'bullmq' },
    });
  });
});

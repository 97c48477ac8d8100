import type { AmazonRefreshRun } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { describeRun, isFinished } from './refresh-run';

const run = (extra: Partial<AmazonRefreshRun>): AmazonRefreshRun => ({
  id: 1,
  kind: 'all',
  asin: null,
  status: 'queued',
  total: 0,
  updated: 0,
  failed: 0,
  errors: [],
  created_at: '2026-11-25T00:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...extra,
});

describe('a refresh in words', () => {
  it('says how far it got, what changed and why it failed', () => {
    expect(describeRun(run({}))).toBe('Refresh of all Amazon products: queued…');
    expect(describeRun(run({ status: 'running', total: 95, updated: 30, failed: 1 }))).toBe(
      'Refresh of all Amazon products: running, 31 of 95 done…',
    );
    expect(describeRun(run({ kind: 'one', asin: 'B0X', status: 'done', total: 1, updated: 1 }))).toBe(
      'Refresh of B0X: done, 1 updated.',
    );
    expect(describeRun(run({ status: 'done', updated: 94, failed: 1 }))).toBe(
      'Refresh of all Amazon products: done, 94 updated, 1 not available from Amazon.',
    );
    expect(describeRun(run({ status: 'failed', errors: [{ reason: 'Amazon answered HTTP 500' }] }))).toBe(
      'Refresh of all Amazon products: failed (Amazon answered HTTP 500).',
    );
    expect([run({}), run({ status: 'done' }), run({ status: 'failed' })].map(isFinished)).toEqual([
      false,
      true,
      true,
    ]);
  });
});

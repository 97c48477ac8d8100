import { randomBytes } from 'node:crypto';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type FailedJob, type JobRunner } from '../src/index.ts';

const prefix = `test:jobs:${process.pid}:${randomBytes(4).toString('hex')}`;

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(['in-process', 'bullmq'] as const)('%s job runner', (kind) => {
  const runners: JobRunner[] = [];
  const failures: FailedJob[] = [];
  const make = () => {
    const runner = createJobRunner({
      redisUrl: kind === 'bullmq' ? TEST_REDIS_URL : undefined,
      prefix: `${prefix}:${randomBytes(3).toString('hex')}`,
      attempts: 3,
      // Retries 50 ms, then 100 ms after a failure: a 4th attempt would come 200 ms after the 3rd.
      retryDelayMs: 50,
      onError: (_error, job) => void failures.push(job),
    });
    runners.push(runner);
    return runner;
  };
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.close()));
    failures.length = 0;
  });

  it('is the runner the configuration asks for', () => {
    expect(make().kind).toBe(kind);
  });

  it('runs a job with its data, no earlier than its delay', async () => {
    const runner = make();
    const seen: Array<{ data: unknown; at: number }> = [];
    runner.work({ greet: async (data) => void seen.push({ data, at: Date.now() }) });
    const enqueuedAt = Date.now();
    await runner.enqueue('greet', { name: 'Ada' }, { delayMs: 300 });
    await until(() => seen.length === 1);
    expect(seen[0]?.data).toEqual({ name: 'Ada' });
    expect(seen[0]!.at - enqueuedAt).toBeGreaterThanOrEqual(300);
  });

  it('cancels a job still waiting for its time, and nothing else', async () => {
    const runner = make();
    const seen: unknown[] = [];
    runner.work({ warn: async (data) => void seen.push(data) });
    await runner.enqueue('warn', { n: 1 }, { jobId: 'warning-1', delayMs: 200 });
    await runner.enqueue('warn', { n: 2 }, { jobId: 'warning-2', delayMs: 300 });
    await runner.cancel('warning-1');
    await runner.cancel('no-such-job');
    await until(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('enqueues a job id once while it is pending', async () => {
    const runner = make();
    const seen: unknown[] = [];
    runner.work({ tick: async (data) => void seen.push(data) });
    await Promise.all(
      [1, 2, 3].map((n) => runner.enqueue('tick', { n }, { jobId: 'match-1-turn-4', delayMs: 200 })),
    );
    // A job due after them all: once it has run, any duplicate would have run before it.
    await runner.enqueue('tick', { last: true }, { jobId: 'later', delayMs: 400 });
    await until(() => seen.some((data) => (data as { last?: boolean }).last));
    expect(seen).toEqual([{ n: 1 }, { last: true }]);
  });

  it('retries a failing job until it succeeds', async () => {
    const runner = make();
    let calls = 0;
    runner.work({
      flaky: async () => {
        calls += 1;
        if (calls < 2) throw new Error('not yet');
      },
    });
    await runner.enqueue('flaky', {});
    await until(() => calls === 2);
    expect(calls).toBe(2);
  });

  it('gives a job up after its last attempt, saying so, and never runs it again', async () => {
    const runner = make();
    let calls = 0;
    let markerRan = false;
    runner.work({
      doomed: async () => {
        calls += 1;
        throw new Error('always');
      },
      marker: async () => {
        markerRan = true;
      },
    });
    await runner.enqueue('doomed', { id: 1 });
    await until(() => failures.length === 3);
    expect(failures.map((job) => [job.name, job.final])).toEqual([
      ['doomed', false],
      ['doomed', false],
      ['doomed', true],
    ]);
    // A job due well after a 4th attempt would have come: once it ran, the doomed one had its chance.
    await runner.enqueue('marker', {}, { delayMs: 600 });
    await until(() => markerRan);
    expect(calls).toBe(3);
    expect(failures).toHaveLength(3);
  });

  it('runs recurring jobs every interval', async () => {
    const runner = make();
    let runs = 0;
    runner.work({
      sweep: async () => {
        runs += 1;
      },
    });
    await runner.every('sweep', 150);
    await until(() => runs >= 3);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('reports what it holds, and runs a given-up job again on retry with fresh attempts', async () => {
    const runner = make();
    let healthy = false;
    const done: unknown[] = [];
    runner.work({
      fragile: async (data) => {
        if (!healthy) throw new Error('the shop is down');
        done.push(data);
      },
      nightly: async () => {},
    });
    await runner.every('nightly', 60_000);
    await runner.enqueue('fragile', { n: 1 }, { jobId: 'fragile-1' });
    await runner.enqueue('fragile', { n: 2 }, { jobId: 'waits-an-hour', delayMs: 3_600_000 });
    await until(() => failures.some((job) => job.name === 'fragile' && job.final));
    // The failure is recorded as given up once the last attempt's bookkeeping is written.
    let report = await runner.inspect();
    for (let tries = 0; report.counts.failed === 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      report = await runner.inspect();
    }
    // BullMQ keeps a repeating job's next run as a delayed job of its own.
    expect(report.counts).toEqual({ waiting: 0, active: 0, delayed: kind === 'bullmq' ? 2 : 1, failed: 1 });
    expect(report.failed).toEqual([
      {
        id: 'fragile-1',
        name: 'fragile',
        reason: 'the shop is down',
        attempts: 3,
        failedAt: expect.any(Date),
      },
    ]);
    expect(report.repeating).toEqual([{ name: 'nightly', everyMs: 60_000, next: expect.any(Date) }]);
    expect(report.repeating[0]!.next!.getTime()).toBeGreaterThan(Date.now());

    expect(await runner.retry('no-such-job')).toBe(false);
    healthy = true;
    expect(await runner.retry('fragile-1')).toBe(true);
    await until(() => done.length === 1);
    expect(done).toEqual([{ n: 1 }]);
    // Retried and done: nothing is given up any more, and the same id cannot be retried twice.
    expect((await runner.inspect()).counts.failed).toBe(0);
    expect(await runner.retry('fragile-1')).toBe(false);
  });

  it('holds jobs enqueued before a worker starts', async () => {
    const runner = make();
    const seen: unknown[] = [];
    await runner.enqueue('later', { id: 7 });
    runner.work({ later: async (data) => void seen.push(data) });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ id: 7 }]);
  });
});

describe('in-process job runner on a clock the test controls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a delayed job no earlier than its time by the clock, even when its timer fires early', async () => {
    vi.useFakeTimers();
    const runner = createJobRunner({});
    const ranAt: number[] = [];
    runner.work({ deadline: async () => void ranAt.push(Date.now()) });
    const due = Date.now() + 1_000;
    await runner.enqueue('deadline', {}, { delayMs: 1_000 });
    // The clock falls 5 ms behind the timers (as Node's whole-millisecond loop clock can leave Date.now()
    // behind a timer): the job's timer fires when Date.now() says 5 ms are still to go.
    vi.setSystemTime(Date.now() - 5);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(Date.now()).toBe(due - 5);
    expect(ranAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(5);
    expect(ranAt).toEqual([due]);
    await runner.close();
  });
});

afterAll(() => deleteRedisKeys(prefix));

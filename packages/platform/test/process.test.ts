// Every server process starts and stops through runProcess: a signal stops it
// cleanly, a stop that hangs is cut off, an error nothing caught stops it too.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../src/process.ts';

const fixture = path.join(import.meta.dirname, 'process-fixture.ts');

function start(env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function started(proc: { child: ChildProcess; output(): string }) {
  await expect.poll(proc.output, { timeout: 20_000 }).toContain('started');
}

describe('runProcess', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the process on ${signal} and exits 0`, async () => {
      const proc = start();
      await started(proc);
      proc.child.kill(signal);
      expect(await proc.exited).toBe(0);
      expect(proc.output()).toContain(`received ${signal}, shutting down`);
      expect(proc.output()).toContain('stopped');
    });
  }

  it('ends a stop that takes longer than the grace period', async () => {
    const proc = start({ STOP_MS: String(SHUTDOWN_GRACE_MS * 10) });
    await started(proc);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).not.toBe(0);
    expect(proc.output()).not.toContain('stopped');
  }, 30_000);

  it('logs a rejected promise nobody awaited and keeps serving until told to stop', async () => {
    const proc = start({ REJECT_AFTER_START: '1' });
    await started(proc);
    await expect.poll(proc.output, { timeout: 20_000 }).toContain('still serving');
    expect(proc.output()).toContain('a task nobody awaited failed; still serving');
    expect(proc.output()).not.toContain('stopped');
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('stopped');
  });

  it('stops the process after an exception nothing caught', async () => {
    const proc = start({ THROW_AFTER_START: '1' });
    await started(proc);
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('shutting down after an error Error: nobody caught this');
    expect(proc.output()).toContain('stopped');
  });
});

import type { AmazonRefreshRun } from '@app/contracts';

/** A refresh's progress in words: queued, running (how far), done (what changed) or failed (why). */
export function describeRun(run: AmazonRefreshRun): string {
  const what = run.kind === 'one' ? `Refresh of ${run.asin}` : 'Refresh of all Amazon products';
  switch (run.status) {
    case 'queued':
      return `${what}: queued…`;
    case 'running':
      return `${what}: running, ${run.updated + run.failed} of ${run.total} done…`;
    case 'done':
      return `${what}: done, ${run.updated} updated${run.failed ? `, ${run.failed} not available from Amazon` : ''}.`;
    case 'failed':
      return `${what}: failed (${run.errors[0]?.reason ?? 'no reason given'}).`;
  }
}

export const isFinished = (run: AmazonRefreshRun) => run.status === 'done' || run.status === 'failed';

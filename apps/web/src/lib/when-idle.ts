/**
 * Runs `task` when the browser is next idle, or after `timeoutMs` at the latest (soon, where the browser has no
 * idle callbacks); answers how to cancel it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

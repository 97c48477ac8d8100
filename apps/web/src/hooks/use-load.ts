import { type DependencyList, useCallback, useEffect, useState } from 'react';

/** Where a page's data stands. */
export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'error'; error: unknown };

/**
 * The one way a page loads its data: runs `load` when `deps` change (and on `reload()`), aborts the run it
 * replaces, and ignores answers that come after it. A null `load` leaves the state loading (nothing to ask
 * yet, e.g. logged out). `update` changes the loaded value in place after a local edit.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's `deps` and `attempt` say when to load
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    // Started a moment later, so a run React undoes at once sends nothing: development's StrictMode runs every
    // effect twice, and a page must still ask once.
    queueMicrotask(() => {
      if (controller.signal.aborted) return;
      new Promise<T>((resolve) => resolve(load(controller.signal))).then(
        (value) => !controller.signal.aborted && setState({ status: 'done', value }),
        (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
      );
    });
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setState((current) =>
        current.status === 'done' ? { status: 'done', value: change(current.value) } : current,
      ),
    [],
  );
  return { state, reload, update };
}

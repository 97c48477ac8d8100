/** A timer set for a time by the clock; `cancel` stops it. */
export interface ClockTimer {
  cancel(): void;
}

/**
 * Runs `callback` once `Date.now()` has reached `at` (ms since the epoch). Node times a timer on the event loop's
 * monotonic clock in whole milliseconds, so about one timer in sixty fires while `Date.now()` is still short of
 * the time it was set for; work that checks the clock then (a turn's deadline) would find nothing due. This
 * timer waits out the rest instead.
 */
export function timerAt(at: number, callback: () => void, { unref = false } = {}): ClockTimer {
  let timer: NodeJS.Timeout;
  const arm = () => {
    timer = setTimeout(() => (Date.now() < at ? arm() : callback()), Math.max(0, at - Date.now()));
    if (unref) timer.unref();
  };
  arm();
  return { cancel: () => clearTimeout(timer) };
}

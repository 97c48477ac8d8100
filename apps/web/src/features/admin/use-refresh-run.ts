import type { AmazonRefreshRun } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRefreshRun } from './api';
import { isFinished } from './refresh-run';

/** How often a running refresh's progress is asked for. */
const REFRESH_POLL_MS = 1000;

/**
 * Follows a refresh from Amazon: `follow(password, run)` shows the run and asks for its progress every second
 * (again after a failed ask) until it is done or failed, then calls `onFinished` with the password.
 */
export function useRefreshRun(onFinished: (password: string) => void) {
  const [run, setRun] = useState<AmazonRefreshRun | null>(null);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = useCallback(() => clearTimeout(pollTimer.current ?? undefined), []);
  useEffect(() => stop, [stop]);

  const follow = (password: string, current: AmazonRefreshRun) => {
    setRun(current);
    stop();
    if (isFinished(current)) {
      onFinished(password);
      return;
    }
    pollTimer.current = setTimeout(async () => {
      try {
        follow(password, (await fetchRefreshRun(password, current.id)).run);
      } catch {
        follow(password, current);
      }
    }, REFRESH_POLL_MS);
  };
  const forget = () => {
    stop();
    setRun(null);
  };
  return { run, follow, forget };
}

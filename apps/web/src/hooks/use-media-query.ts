import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** Live result of a CSS media query. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** Whether a CSS media query matches now, for event handlers (no render depends on it). */
export const mediaQueryMatches = (query: string) => window.matchMedia(query).matches;

/**
 * While `active`, calls `onChange` each time the query's result changes (a window resized across it). Unlike
 * useMediaQuery, nothing renders again: a page the server drew (where no media query can be asked) is adopted
 * without a second render on the devices where the query matches.
 */
export function useMediaQueryChange(query: string, active: boolean, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!active) return;
    const list = window.matchMedia(query);
    const listener = () => latest.current();
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query, active]);
}

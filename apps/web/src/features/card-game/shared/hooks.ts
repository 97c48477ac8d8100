import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` while mounted. */
export function useNow(intervalMs: number, offset = 0): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, offset]);
  return now;
}

/** True once the page has scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}

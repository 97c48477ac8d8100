import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Smoothly scrolls to the top whenever the route changes (instantly under prefers-reduced-motion). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const previous = useRef(route);

  useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [route]);

  return null;
}

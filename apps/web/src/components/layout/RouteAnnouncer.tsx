import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (lazy code, then its data) before focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * What a full page load does for keyboard and screen-reader users, done after each client-side navigation:
 * focus moves to the new page's main heading (so Tab continues from the page, not from the link that was
 * left behind) and the page's title is announced. Not on the first load, and not when focus is already
 * inside the page (a search box or a filter that changed the URL keeps it).
 */
export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const previous = useRef(route);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (!main || (active && active !== document.body && main.contains(active))) return;

    const moveTo = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      setAnnouncement(document.title || heading.textContent || '');
    };
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      moveTo(heading);
      return;
    }
    // The page shows its heading once its code and data are in.
    const observer = new MutationObserver(() => {
      const shown = main.querySelector<HTMLElement>('h1');
      if (!shown) return;
      observer.disconnect();
      moveTo(shown);
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [route]);

  return (
    // A polite live region without the status role: a page's own status messages stay the page's.
    <p className="visually-hidden route-announcer" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}

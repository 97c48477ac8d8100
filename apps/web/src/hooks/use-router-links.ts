import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for an element holding many plain links (`<a href>`): a plain left click on one of them goes
 * through the router, as a `<Link>` would, while modified clicks, other windows and other sites stay the
 * browser's. One handler instead of a `<Link>` each: a strip of dozens of links on every page is adopted by the
 * browser without a router hook per link.
 */
export function useRouterLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );
}

import { useEffect, useRef } from 'react';
import { COLLECTIONS, collectionPath } from '@/config/collections';
import { useRouterLinks } from '@/hooks/use-router-links';

/**
 * Pauses the banner's marquee while it is off screen (scrolled past): a running animation has the main thread
 * draw a frame after frame for nobody. The attribute is set on the element itself, nothing is drawn again.
 */
function usePausedOffScreen() {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      element.toggleAttribute('data-paused', entry ? !entry.isIntersecting : false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return banner;
}

/**
 * Endless marquee of every collection. The list is rendered twice so the CSS animation (60 s per
 * loop) can wrap seamlessly; the copy is hidden from assistive tech and from the tab order.
 * Under prefers-reduced-motion it becomes a plain horizontally scrollable strip; off screen, the marquee pauses.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The strip's lists, as HTML: the site's own collections never change between the server's page and the browser's,
 * so React adopts the 120 elements as one (their markup is the same text on both sides), where drawing them took a
 * sixth of the home page's start. Their links are followed through one handler (useRouterLinks).
 */
const TRACK_HTML = [false, true]
  .map((isCopy) => {
    const chips = COLLECTIONS.map(
      (collection) =>
        `<li><a href="${escapeHtml(collectionPath(collection.slug))}" class="collections-banner__chip"` +
        `${isCopy ? ' tabindex="-1"' : ''}><span aria-hidden="true">${escapeHtml(collection.emoji)}</span> ` +
        `${escapeHtml(collection.name)}</a></li>`,
    ).join('');
    return `<ul class="collections-banner__list"${isCopy ? ' aria-hidden="true"' : ''}>${chips}</ul>`;
  })
  .join('');

export function CollectionsBanner() {
  const banner = usePausedOffScreen();
  const followLink = useRouterLinks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are its links' (a key press on a link is a click)
    <nav ref={banner} className="collections-banner" aria-label="Browse collections" onClick={followLink}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own collections, escaped above */}
      <div className="collections-banner__track" dangerouslySetInnerHTML={{ __html: TRACK_HTML }} />
    </nav>
  );
}

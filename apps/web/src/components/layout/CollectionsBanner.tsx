import { Link } from 'react-router-dom';
import { COLLECTIONS, collectionPath } from '@/config/collections';

/**
 * Endless marquee of every collection. The list is rendered twice so the CSS animation (60 s per
 * loop) can wrap seamlessly; the copy is hidden from assistive tech and from the tab order.
 * Under prefers-reduced-motion it becomes a plain horizontally scrollable strip.
 */
export function CollectionsBanner() {
  return (
    <nav className="collections-banner" aria-label="Browse collections">
      <div className="collections-banner__track">
        {[false, true].map((isCopy) => (
          <ul key={String(isCopy)} className="collections-banner__list" aria-hidden={isCopy || undefined}>
            {COLLECTIONS.map((collection) => (
              <li key={collection.slug}>
                <Link
                  to={collectionPath(collection.slug)}
                  className="collections-banner__chip"
                  tabIndex={isCopy ? -1 : undefined}
                >
                  <span aria-hidden="true">{collection.emoji}</span> {collection.name}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}

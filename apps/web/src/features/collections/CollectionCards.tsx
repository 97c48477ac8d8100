import { Link } from 'react-router-dom';
import { type Collection, collectionPath } from '@/config/collections';

/** The emoji, name and description cards that link to collections (home and /collections). */
export function CollectionCards({
  collections,
  all = false,
}: {
  collections: ReadonlyArray<Collection>;
  all?: boolean;
}) {
  return (
    <ul className={all ? 'collection-cards collection-cards--all' : 'collection-cards'}>
      {collections.map((collection) => (
        <li key={collection.slug}>
          <Link to={collectionPath(collection.slug)} className="collection-card">
            <span className="collection-card__emoji" aria-hidden="true">
              {collection.emoji}
            </span>
            <span className="collection-card__name">{collection.name}</span>
            <span className="collection-card__description">{collection.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

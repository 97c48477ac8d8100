import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { COLLECTIONS, collectionPath } from '@/config/collections';

/** /collections: every collection with its emoji, name and description. */
export function CollectionsPage() {
  return (
    <div className="page">
      <PageMeta
        title="Collections"
        description="Browse every Dopamine Deals collection: tech, gaming, gifts for mom, meme gifts, TikTok finds and more."
        path="/collections"
      />
      <header className="page-header">
        <p className="page-header__eyebrow">Browse</p>
        <h1 className="page-header__title">
          All <span className="gradient-text">Collections</span>
        </h1>
        <p className="page-header__lead">
          {COLLECTIONS.length} rabbit holes of weird, viral and giftable stuff. Pick one and fall in.
        </p>
      </header>
      <ul className="collection-cards collection-cards--all">
        {COLLECTIONS.map((collection) => (
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
    </div>
  );
}

import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { BROWSE_COLLECTIONS, PageMessage } from '@/components/ui/StatusBlock';
import { collectionPath, findCollection, findSubcollection } from '@/config/collections';
import { productsInSubcollection, useProducts } from '@/features/products';
import { CollectionProducts } from './CollectionProducts';

/**
 * /collections/:category/:subcollection: a back link to the parent and the subcollection's products (every
 * source). 'Subcollection not found' when the slug is unknown or belongs to another collection.
 */
export function SubcollectionPage() {
  const { category, subcollection: subSlug } = useParams();
  const collection = findCollection(category);
  const sub = findSubcollection(collection, subSlug);
  const { products, loading } = useProducts();
  const shown = useMemo(() => (sub ? productsInSubcollection(products, sub) : []), [products, sub]);

  if (!collection || !sub) {
    return (
      <PageMessage
        emoji="🧭"
        title="Subcollection not found"
        link={
          collection
            ? { to: collectionPath(collection.slug), text: `← Back to ${collection.name}` }
            : BROWSE_COLLECTIONS
        }
      >
        <p>We couldn't find that corner of the shop.</p>
      </PageMessage>
    );
  }

  return (
    <div className="page">
      <PageMeta
        title={`${sub.name} · ${collection.name}`}
        description={sub.description}
        image={sub.imageUrl}
        path={`/collections/${collection.slug}/${sub.slug}`}
      />
      <Link to={collectionPath(collection.slug)} className="back-link">
        ← Back to {collection.name}
      </Link>
      <header className="page-header page-header--subcollection">
        <img src={sub.imageUrl} alt="" className="page-header__image" />
        <div>
          <p className="eyebrow">
            <span aria-hidden="true">{collection.emoji}</span> {collection.name}
          </p>
          <h1 className="page-header__title">{sub.name}</h1>
          <p className="page-header__lead">{sub.description}</p>
        </div>
      </header>
      <section aria-label={`${sub.name} products`}>
        <CollectionProducts loading={loading} products={shown} />
      </section>
    </div>
  );
}

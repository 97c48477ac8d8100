import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { BROWSE_COLLECTIONS, LoadingState, PageMessage } from '@/components/ui/StatusBlock';
import { type TabItem, Tabs, tabId, tabPanelId } from '@/components/ui/Tabs';
import { type Collection, findCollection, subcollectionPath } from '@/config/collections';
import { bySource, type ProductSource, productsInCollection, useProducts } from '@/features/products';
import { useLoad } from '@/hooks/use-load';
import { fetchCategories } from './api';
import { CollectionProducts } from './CollectionProducts';
import { useSiteCollections } from './site-collections';

/** The collection that shows every source and no tabs (product spec 1 §2). */
const ALL_SOURCES_COLLECTION = 'partner';

const SOURCE_TABS: ReadonlyArray<TabItem<ProductSource>> = [
  { key: 'amazon', label: 'Amazon Picks' },
  { key: 'other', label: 'Other Retailers' },
];

/**
 * /collections/:category: tabs 'Amazon Picks' / 'Other Retailers' (default amazon), the subcollections,
 * and the grid. Partner has no tabs and shows every source.
 */
export function CollectionPage() {
  const { category } = useParams();
  const { added } = useSiteCollections();
  const known =
    findCollection(category) ??
    added.find((collection) => collection.slug === category || collection.id === category);
  // A fresh page (Amazon Picks selected) for every collection.
  if (known || !category) return <CollectionView key={category ?? ''} collection={known} />;
  return <AddedCollection key={category} slug={category} />;
}

/**
 * A collection neither the site ships with nor the page knows of (one an admin added since the page was loaded),
 * asked of the API.
 */
function AddedCollection({ slug }: { slug: string }) {
  const categories = useLoad((signal) => fetchCategories(signal), []);
  if (categories.state.status === 'loading') {
    return (
      <div className="page">
        <LoadingState text="Loading collection..." />
      </div>
    );
  }
  const found =
    categories.state.status === 'done'
      ? categories.state.value.collections.find(
          (collection) => collection.slug === slug || collection.id === slug,
        )
      : undefined;
  return <CollectionView collection={found} />;
}

function CollectionView({ collection }: { collection: Collection | undefined }) {
  // The tab is page state, not part of the URL: switching it must not count as a route change (which
  // scrolls to the top).
  const [source, setSource] = useState<ProductSource>('amazon');
  const { products, loading } = useProducts();
  const inCollection = useMemo(
    () => (collection ? productsInCollection(products, collection) : []),
    [products, collection],
  );
  if (!collection) return <CollectionNotFound />;

  const showTabs = collection.slug !== ALL_SOURCES_COLLECTION;
  const shown = showTabs ? bySource(inCollection, source) : inCollection;
  const idPrefix = `collection-${collection.slug}`;
  const subcollections = collection.subcollections ?? [];

  return (
    <div className="page">
      <PageMeta
        title={collection.name}
        description={collection.description}
        path={`/collections/${collection.slug}`}
      />
      <Link to="/collections" className="back-link">
        ← All collections
      </Link>
      <CollectionHeader collection={collection} />
      {subcollections.length > 0 ? <SubcollectionCards collection={collection} /> : null}

      <section className="collection-products" aria-label={`${collection.name} products`}>
        {subcollections.length > 0 ? <h2 className="section-title">All picks</h2> : null}
        {showTabs ? (
          <>
            <Tabs
              idPrefix={idPrefix}
              label="Retailer"
              tabs={SOURCE_TABS}
              active={source}
              onChange={setSource}
            />
            <div
              id={tabPanelId(idPrefix)}
              role="tabpanel"
              aria-labelledby={tabId(idPrefix, source)}
              className="tab-panel"
            >
              <CollectionProducts loading={loading} products={shown} />
            </div>
          </>
        ) : (
          <CollectionProducts loading={loading} products={shown} />
        )}
      </section>
    </div>
  );
}

function CollectionNotFound() {
  return (
    <PageMessage emoji="🗺️" title="Collection not found" link={BROWSE_COLLECTIONS}>
      <p>That aisle doesn't exist (yet). Pick one of our real collections instead.</p>
    </PageMessage>
  );
}

/** The collection's picture (or emoji), name and description. */
function CollectionHeader({ collection }: { collection: Collection }) {
  return (
    <header className="page-header page-header--collection">
      {collection.imageUrl ? (
        <img src={collection.imageUrl} alt="" className="page-header__image" width={96} height={96} />
      ) : (
        <span className="page-header__emoji" aria-hidden="true">
          {collection.emoji}
        </span>
      )}
      <h1 className="page-header__title">{collection.name}</h1>
      <p className="page-header__lead">{collection.description}</p>
    </header>
  );
}

/** The collection's subcollections, each a card linking to its page. */
function SubcollectionCards({ collection }: { collection: Collection }) {
  return (
    <section className="subcollections" aria-labelledby="subcollections-title">
      <h2 id="subcollections-title" className="section-title">
        Subcollections
      </h2>
      <ul className="subcollection-cards">
        {(collection.subcollections ?? []).map((sub) => (
          <li key={sub.slug}>
            <Link to={subcollectionPath(collection.slug, sub.slug)} className="subcollection-card">
              <img src={sub.imageUrl} alt="" className="subcollection-card__image" loading="lazy" />
              <span className="subcollection-card__body">
                <span className="subcollection-card__name">{sub.name}</span>
                <span className="subcollection-card__description">{sub.description}</span>
                <span className="subcollection-card__cta">Explore →</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

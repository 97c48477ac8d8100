/** The home page's product sections (trending, fresh finds, Feeling Lucky), adopted as they come into view. */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import {
  type Product,
  ProductGrid,
  selectFreshFinds,
  selectTrending,
  useProducts,
} from '@/features/products';
import { FeelingLucky } from './FeelingLucky';

/** Trending now, today's fresh finds and Feeling Lucky, from the product list (the page's, else the API's). */
export function ProductSections() {
  const { products, list } = useProducts();
  return (
    <Loaded
      load={list}
      loading="Loading products from database..."
      failed="Failed to load products"
      empty={{ when: (all) => all.length === 0, show: <NoProducts /> }}
    >
      {() => <ProductLists products={products} />}
    </Loaded>
  );
}

function NoProducts() {
  return (
    <MessageState emoji="🕵️" title="No products found in database">
      <p>
        Our deal hunters haven't stocked the shelves yet. New finds land here as soon as they're added, so
        check back soon (or browse the collections in the meantime).
      </p>
    </MessageState>
  );
}

/** Trending now, today's fresh finds and the Feeling Lucky slot. */
function ProductLists({ products }: { products: readonly Product[] }) {
  const trending = useMemo(() => selectTrending(products), [products]);
  const freshFinds = useMemo(() => selectFreshFinds(products), [products]);
  return (
    <>
      {trending.length > 0 ? (
        <section className="home-section" aria-labelledby="trending-now">
          <div className="section-head">
            <h2 id="trending-now" className="section-title">
              Trending Now <span aria-hidden="true">📈</span>
            </h2>
            <p className="section-subtitle">Blowing up on your feed right now.</p>
          </div>
          {/* Below the hero on every screen: their images wait for layout rather than share the phone's
              bandwidth with the hero before it has painted (the page's LCP is the hero's text). */}
          <ProductGrid products={trending} variant="strip" label="Trending products" eagerCount={0} />
        </section>
      ) : null}

      {freshFinds.length > 0 ? (
        <section className="home-section home-section--grid" aria-labelledby="fresh-finds">
          <div className="section-head">
            <h2 id="fresh-finds" className="section-title">
              Today's Fresh Finds <span aria-hidden="true">✨</span>
            </h2>
            <Link to="/drops" className="accent-link">
              All drops →
            </Link>
          </div>
          <ProductGrid products={freshFinds} label="Newest products" eagerCount={0} />
        </section>
      ) : null}

      <FeelingLucky products={products} />
    </>
  );
}

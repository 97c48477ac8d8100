import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { COLLECTIONS, DROPDOWN_COLLECTIONS } from '@/config/collections';
import { SITE_NAME } from '@/config/site';
import { CollectionCards } from '@/features/collections';
import { NewsletterForm } from '@/features/newsletter';
import {
  AffiliateDisclosure,
  type Product,
  ProductGrid,
  selectFreshFinds,
  selectTrending,
  useProducts,
} from '@/features/products';
import { FeelingLucky } from './FeelingLucky';
import { HeroDice } from './HeroDice';

export function HomePage() {
  const { products, list } = useProducts();
  return (
    <div className="home">
      <title>{`${SITE_NAME} | Weird, viral and gift products`}</title>
      <Hero />
      <Loaded
        load={list}
        loading="Loading products from database..."
        failed="Failed to load products"
        empty={{ when: (all) => all.length === 0, show: <NoProducts /> }}
      >
        {() => <ProductSections products={products} />}
      </Loaded>

      <NewsletterForm
        className="home-newsletter"
        title="Get the good stuff first"
        blurb="One email a week with the weirdest, most viral and most giftable finds we dug up. No spam, just dopamine."
      />

      <section className="home-section" aria-labelledby="popular-collections">
        <div className="section-head">
          <h2 id="popular-collections" className="section-title">
            Popular collections
          </h2>
          <Link to="/collections" className="accent-link">
            All {COLLECTIONS.length} collections →
          </Link>
        </div>
        <CollectionCards collections={DROPDOWN_COLLECTIONS} />
      </section>

      <AffiliateDisclosure />
    </div>
  );
}

function Hero() {
  return (
    <section className="hero">
      <div className="hero__content">
        <p className="eyebrow hero__eyebrow">Weird · Viral · Giftable</p>
        <h1 className="hero__title">
          Stuff you didn't know you needed, <span className="gradient-text">until right now.</span>
        </h1>
        <p className="hero__tagline">
          We dig up the weirdest, most viral and most giftable products on the internet. We don't sell
          anything: we only show you what to buy, and send you straight to the store.
        </p>
        <div className="hero__actions">
          <Link to="/collections" className="btn btn--gradient btn--lg">
            Browse Collections
          </Link>
          <Link to="/drops" className="btn btn--outline btn--lg">
            See Fresh Drops 🔥
          </Link>
        </div>
      </div>
      <div className="hero__art">
        <span className="hero__spark hero__spark--1" aria-hidden="true">
          ✨
        </span>
        <span className="hero__spark hero__spark--2" aria-hidden="true">
          🎁
        </span>
        <span className="hero__spark hero__spark--3" aria-hidden="true">
          🔥
        </span>
        <HeroDice />
      </div>
    </section>
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
function ProductSections({ products }: { products: readonly Product[] }) {
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
        <section className="home-section" aria-labelledby="fresh-finds">
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

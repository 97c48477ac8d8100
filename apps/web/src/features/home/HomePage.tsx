import { Link } from 'react-router-dom';
import { deferredPart } from '@/components/ui/Deferred';
import { SITE_NAME } from '@/config/site';
import { HeroDice } from './HeroDice';

// Below the hero, each section is drawn by the server and adopted by the browser as it comes into view: a phone
// that opens the home page runs the code of its first screen only (see components/ui/Deferred.tsx).
const ProductSections = deferredPart(
  async () => (await import('./ProductSections')).ProductSections,
  'visible',
);
const loadLower = () => import('./LowerSections');
const HomeNewsletter = deferredPart(async () => (await loadLower()).HomeNewsletter, 'visible');
const PopularCollections = deferredPart(async () => (await loadLower()).PopularCollections, 'visible');

export function HomePage() {
  return (
    <div className="home">
      <title>{`${SITE_NAME} | Weird, viral and gift products`}</title>
      <Hero />
      <ProductSections />
      <HomeNewsletter />
      <PopularCollections />
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

import { Link } from 'react-router-dom';
import { collectionPath, DROPDOWN_COLLECTIONS } from '@/config/collections';
import { SITE_NAME } from '@/config/site';

/** First version of the home page: the hero and a way into the collections. Products come later. */
export function HomePage() {
  return (
    <div className="home">
      <title>{`${SITE_NAME} | Weird, viral and gift products`}</title>
      <section className="hero">
        <div className="hero__content">
          <p className="hero__eyebrow">Weird · Viral · Giftable</p>
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
        <div className="hero__art" aria-hidden="true">
          <span className="hero__dice">🎲</span>
          <span className="hero__spark hero__spark--1">✨</span>
          <span className="hero__spark hero__spark--2">🎁</span>
          <span className="hero__spark hero__spark--3">🔥</span>
        </div>
      </section>

      <section className="home-section" aria-labelledby="popular-collections">
        <h2 id="popular-collections" className="section-title">
          Popular collections
        </h2>
        <ul className="collection-cards">
          {DROPDOWN_COLLECTIONS.map((collection) => (
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
      </section>
    </div>
  );
}

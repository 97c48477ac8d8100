/** The home page's closing sections (newsletter, popular collections, the disclosure), adopted as they come into view. */
import { Link } from 'react-router-dom';
import { COLLECTIONS, DROPDOWN_COLLECTIONS } from '@/config/collections';
import { CollectionCards } from '@/features/collections';
import { NewsletterForm } from '@/features/newsletter';
import { AffiliateDisclosure } from '@/features/products';

export function HomeNewsletter() {
  return (
    <NewsletterForm
      className="home-newsletter"
      title="Get the good stuff first"
      blurb="One email a week with the weirdest, most viral and most giftable finds we dug up. No spam, just dopamine."
    />
  );
}

/** Popular collections, then the affiliate disclosure that closes the page. */
export function PopularCollections() {
  return (
    <>
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
    </>
  );
}

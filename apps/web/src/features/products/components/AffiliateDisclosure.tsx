import { SITE_NAME } from '@/config/site';

/** The affiliate disclosure (product spec 1 §1): the owner may earn from qualifying purchases. */
export function AffiliateDisclosure({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <p className="affiliate-note">
        We may earn a commission from qualifying purchases made through this link, at no extra cost to you.
      </p>
    );
  }
  return (
    <aside className="affiliate-disclosure" aria-labelledby="affiliate-disclosure-title">
      <h2 id="affiliate-disclosure-title" className="affiliate-disclosure__title">
        <span aria-hidden="true">🤝</span> Affiliate disclosure
      </h2>
      <p>
        {SITE_NAME} doesn't sell anything: we only show you what to buy. Some links on this site are affiliate
        links, and as an Amazon Associate we earn from qualifying purchases. If you buy through them we may
        earn a small commission, at no extra cost to you. It keeps the weird stuff coming.
      </p>
    </aside>
  );
}

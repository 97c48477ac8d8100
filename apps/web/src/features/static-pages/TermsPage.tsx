import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={`The rules for using ${SITE_NAME}: affiliate links, accounts, community content and games.`}
      path="/terms"
    >
      <p>
        Welcome to {SITE_NAME}. By using this website you agree to these terms. If you don't agree, please
        don't use the site. We keep them as short and readable as we can.
      </p>

      <ShoppingTerms />
      <MemberTerms />
      <GeneralTerms />
    </LegalPage>
  );
}

/** What the site is: links to other shops, affiliate commissions, prices as last seen. */
function ShoppingTerms() {
  return (
    <>
      <h2>1. What we do</h2>
      <p>
        {SITE_NAME} is a product-discovery site. We show products sold by other retailers and link to them. We
        do not sell products, take orders or process payments. Any purchase you make happens on the retailer's
        website and is governed by that retailer's terms, prices, shipping and return policies.
      </p>

      <h2>2. Affiliate links</h2>
      <p>
        Some links on this site are affiliate links. If you buy something after following one, we may earn a
        commission from the retailer at no extra cost to you. As an Amazon Associate we earn from qualifying
        purchases. This never changes the price you pay.
      </p>

      <h2>3. Prices and availability</h2>
      <p>
        Product information, prices and availability are shown as we last saw them and can change at any time.
        The price and availability shown on the retailer's site at the time of purchase are the ones that
        apply. We do our best to keep things accurate but can't guarantee it.
      </p>
    </>
  );
}

/** What members agree to: accounts, what they post, points and games, the newsletter. */
function MemberTerms() {
  return (
    <>
      <h2>4. Accounts</h2>
      <p>
        Some features (wishlists, points, the forum and games) need an account. Keep your password secret,
        give accurate information and let us know if you think someone else is using your account. You are
        responsible for what happens under your account. We may suspend accounts that break these terms.
      </p>

      <h2>5. Community content</h2>
      <p>
        When you post in the forum, submit a product, write a bio or upload an avatar, you keep ownership of
        your content but give us permission to display it on the site. Don't post anything illegal, hateful,
        harassing, spammy or that you don't have the rights to. We may remove content and block users who do.
      </p>

      <h2>6. Points, games and giveaways</h2>
      <p>
        Points, leaderboards, easter eggs and game results are for fun. Points have no cash value and cannot
        be sold or transferred. We may change how points are earned, correct mistakes and remove points gained
        by cheating. Giveaways have their own rules, announced with each giveaway.
      </p>

      <h2>7. Newsletter</h2>
      <p>
        If you subscribe, we'll email you new drops and finds. Every email has an unsubscribe link, and you
        can leave at any time.
      </p>
    </>
  );
}

/** Liability, changes to these terms, and how to reach us. */
function GeneralTerms() {
  return (
    <>
      <h2>8. No warranty and limits of liability</h2>
      <p>
        The site is provided as is. We are not responsible for products bought from third-party retailers, for
        their quality or delivery, or for the content of websites we link to. To the extent the law allows,
        our liability for anything related to the site is limited.
      </p>

      <h2>9. Changes</h2>
      <p>
        We may update these terms. When we do, we'll change the date at the top of this page. Continuing to
        use the site after a change means you accept the new terms.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions? Reach us through any of our social channels linked in the footer. See also our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </>
  );
}

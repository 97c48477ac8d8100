import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`What ${SITE_NAME} collects, why, and the choices you have.`}
      path="/privacy"
    >
      <p>
        Your privacy matters to us. This policy explains what information {SITE_NAME} collects, how we use it
        and the choices you have. Short version: we collect as little as we can, we never sell your data, and
        we don't see what you buy.
      </p>

      <DataWeKeep />
      <DataUse />
      <YourChoices />
    </LegalPage>
  );
}

/** What the site collects, and what stays in the browser. */
function DataWeKeep() {
  return (
    <>
      <h2>1. What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your username, email address and a securely hashed password, plus
          anything you add to your profile (display name, bio, avatar).
        </li>
        <li>
          <strong>Newsletter</strong>: the email address you subscribe with.
        </li>
        <li>
          <strong>Activity on the site</strong>: your wishlist, follows, points, forum posts, game scores and
          product suggestions.
        </li>
        <li>
          <strong>Technical data</strong>: basic server logs (such as IP address and browser type) used to
          keep the site secure and working.
        </li>
      </ul>

      <h2>2. What stays in your browser</h2>
      <p>
        We keep your login session and a few preferences in your browser's local storage, including which
        easter eggs you've already found. You can clear them at any time through your browser settings.
      </p>
    </>
  );
}

/** How the data is used, and what retailers and others get. */
function DataUse() {
  return (
    <>
      <h2>3. How we use it</h2>
      <p>
        To run your account and its features, send the newsletter you asked for, award points, keep the
        community safe, prevent abuse and improve the site. We don't sell or rent your personal information to
        anyone.
      </p>

      <h2>4. Affiliate links and retailers</h2>
      <p>
        When you follow a link to a retailer, you leave our site. The retailer may use cookies to know that
        you came from us, so we can earn a commission. What you buy, and your payment details, are handled by
        the retailer under their own privacy policy; we never see them.
      </p>

      <h2>5. Sharing</h2>
      <p>
        We share information only with service providers that help us run the site (such as hosting and email
        delivery), when the law requires it, or to protect the safety of our users. Public things (your public
        profile, public wishlist and forum posts) are visible to everyone.
      </p>
    </>
  );
}

/** What a member can change or delete, how long data is kept, children, changes. */
function YourChoices() {
  return (
    <>
      <h2>6. Your choices</h2>
      <ul>
        <li>Unsubscribe from the newsletter with the link in any email.</li>
        <li>Keep your wishlist private, or make it public and shareable.</li>
        <li>Edit your profile at any time.</li>
        <li>Ask us to delete your account and its data by contacting us.</li>
      </ul>

      <h2>7. Security and retention</h2>
      <p>
        Passwords are stored hashed, connections are encrypted, and we keep personal data only as long as your
        account exists or as long as we need it for the purposes above.
      </p>

      <h2>8. Children</h2>
      <p>
        {SITE_NAME} is not directed at children under 13, and we don't knowingly collect their personal
        information.
      </p>

      <h2>9. Changes</h2>
      <p>
        If we change this policy we'll update the date at the top of this page. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    </>
  );
}

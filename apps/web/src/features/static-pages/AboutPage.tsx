import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { SITE_NAME } from '@/config/site';

const VALUES = [
  {
    emoji: '💯',
    title: 'Authenticity',
    text: 'We only feature things we would genuinely send to a friend. No paid placements, no fake reviews, no filler.',
  },
  {
    emoji: '🔍',
    title: 'Transparency',
    text: "We earn from some links and we say so, right next to the button. Prices change, so we always send you to the store's real one.",
  },
  {
    emoji: '🧭',
    title: 'Discovery',
    text: 'The internet is full of wonderful weirdness. Our job is to dig it up, every week, so your feed never gets boring.',
  },
  {
    emoji: '🫶',
    title: 'Community',
    text: 'Half our best finds come from you. Submit products, share wishlists and hang out in the forum with fellow deal goblins.',
  },
] as const;

/** /about: founder card, mission card and the four values (product spec 1 §1). */
export function AboutPage() {
  return (
    <div className="page content-page">
      <PageMeta
        title="About"
        description={`${SITE_NAME} digs up the weirdest, most viral and most giftable products on the internet. We only show you what to buy.`}
        path="/about"
      />
      <header className="page-header">
        <p className="eyebrow">About us</p>
        <h1 className="page-header__title">
          We only show you <span className="gradient-text">what to buy</span>
        </h1>
        <p className="page-header__lead">
          {SITE_NAME} is a curation site for weird, viral and gift-worthy products. We don't sell anything, we
          don't hold a cart, we don't process payments. We point at the good stuff and send you straight to
          the store.
        </p>
      </header>

      <AboutCards />
      <Values />

      <div className="content-page__cta">
        <Link to="/submit" className="btn btn--gradient btn--lg">
          Suggest a product
        </Link>
        <Link to="/collections" className="btn btn--outline btn--lg">
          Browse Collections
        </Link>
      </div>
    </div>
  );
}

/** Who is behind the site, and what it is for. */
function AboutCards() {
  return (
    <div className="about-cards">
      <section className="about-card about-card--founder top-stripe" aria-labelledby="founder-title">
        <div className="about-card__avatar" aria-hidden="true">
          🧑‍🚀
        </div>
        <p className="about-card__eyebrow">Founder card</p>
        <h2 id="founder-title">Chief Dopamine Officer</h2>
        <p>
          {SITE_NAME} started as a group chat. One of us kept sending links to ridiculous products (a toaster
          that prints selfies, a hoodie that is secretly a blanket) and everyone kept buying them. At some
          point the group chat needed a website.
        </p>
        <p>
          Today the founder still hand-checks every find, still reads the three-star reviews, and still can't
          walk past a glow-in-the-dark anything.
        </p>
      </section>

      <section className="about-card about-card--mission top-stripe" aria-labelledby="mission-title">
        <div className="about-card__avatar" aria-hidden="true">
          🚀
        </div>
        <p className="about-card__eyebrow">Mission card</p>
        <h2 id="mission-title">Make finding cool stuff fun again</h2>
        <p>
          Online shopping became endless scrolling through identical listings. Our mission is to bring back
          the joy of stumbling on something unexpected: a curated, constantly refreshed shelf of products that
          make you laugh, gasp or immediately text a friend.
        </p>
        <p>
          When you buy through some of our links we may earn a small commission from the retailer, at no extra
          cost to you. That's how we keep the lights (and the lava lamps) on.
        </p>
      </section>
    </div>
  );
}

function Values() {
  return (
    <section aria-labelledby="values-title" className="values">
      <h2 id="values-title" className="section-title">
        What we stand for
      </h2>
      <ul className="values__list">
        {VALUES.map((value) => (
          <li key={value.title} className="value-card">
            <span className="value-card__emoji" aria-hidden="true">
              {value.emoji}
            </span>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

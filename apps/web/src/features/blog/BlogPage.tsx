import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { formatDate } from '@/lib/format-date';
import { blogPostPath, LISTED_POSTS } from './posts';

/** /blog: the five listed posts with title, date, excerpt, image and Read More. */
export function BlogPage() {
  return (
    <div className="page">
      <PageMeta
        title="Blog"
        description="Gift guides, viral gadget round-ups and the weirdest finds on the internet, from the Dopamine Deals team."
        path="/blog"
      />
      <header className="page-header">
        <p className="eyebrow">The Dopamine Deals blog</p>
        <h1 className="page-header__title">
          Fresh <span className="gradient-text">Reads</span>
        </h1>
        <p className="page-header__lead">
          Gift guides, viral round-ups and deep dives into the delightfully weird.
        </p>
      </header>
      <ul className="post-grid">
        {LISTED_POSTS.map((post, index) => (
          <li key={post.slug}>
            <article className={`post-card lift-card${index === 0 ? ' post-card--featured' : ''}`}>
              <img
                src={post.image}
                alt=""
                className="post-card__image"
                loading={index < 2 ? 'eager' : 'lazy'}
              />
              <div className="post-card__body">
                <time className="post-card__date" dateTime={post.date}>
                  {formatDate(post.date)}
                </time>
                <h2 className="post-card__title">
                  <Link to={blogPostPath(post.slug)}>{post.title}</Link>
                </h2>
                <p className="post-card__excerpt">{post.excerpt}</p>
                <Link
                  to={blogPostPath(post.slug)}
                  className="post-card__more accent-link"
                  aria-label={`Read More: ${post.title}`}
                >
                  Read More →
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { PageMessage } from '@/components/ui/StatusBlock';
import { formatDate } from '@/lib/format-date';
import { blogPostPath, findPost, LISTED_POSTS } from './posts';

/** /blog/:slug: the article (listed or legacy); unknown slugs show 'Blog Post Not Found'. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(slug);

  if (!post) {
    return (
      <PageMessage emoji="📰" title="Blog Post Not Found" link={{ to: '/blog', text: '← Back to the blog' }}>
        <p>This story wandered off. The rest of the blog is still here, though.</p>
      </PageMessage>
    );
  }

  const more = LISTED_POSTS.filter((other) => other.slug !== post.slug).slice(0, 3);

  return (
    <div className="page page--article">
      <PageMeta
        title={post.title}
        description={post.excerpt}
        image={`/og/blog/${encodeURIComponent(post.slug)}.png`}
        path={blogPostPath(post.slug)}
        type="article"
      />
      <meta property="article:published_time" content={post.date} />
      <Link to="/blog" className="back-link">
        ← Back to the blog
      </Link>
      <article className="article">
        <header className="article__header">
          <time className="article__date" dateTime={post.date}>
            {formatDate(post.date)}
          </time>
          <h1 className="article__title">{post.title}</h1>
          <p className="article__lead">{post.excerpt}</p>
        </header>
        <img src={post.image} alt="" className="article__image" />
        <div className="article__body">
          {post.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </article>
      <aside className="more-posts" aria-labelledby="more-posts-title">
        <h2 id="more-posts-title" className="section-title">
          Keep reading
        </h2>
        <ul className="more-posts__list">
          {more.map((other) => (
            <li key={other.slug}>
              <Link to={blogPostPath(other.slug)} className="more-posts__link">
                <img src={other.image} alt="" loading="lazy" />
                <span>{other.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

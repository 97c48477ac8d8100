import { Link, Navigate, useParams } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { fetchForumStats, fetchThreads } from './api';
import { findSection } from './forum-text';
import { ThreadCard } from './ThreadCard';

/** /forum/{section}: its categories with counts and latest post, and the 5 most recent threads. An unknown section goes to /forum. */
export function ForumSectionPage() {
  const { section: slug } = useParams();
  const section = findSection(slug);
  const stats = useLoad(fetchForumStats, []);
  const recent = useLoad(
    section ? (signal) => fetchThreads({ section: section.slug, sort: 'new' }, 1, null, signal) : null,
    [section?.slug],
  );
  if (!section) return <Navigate to="/forum" replace />;
  const figures = stats.state.status === 'done' ? stats.state.value.categoryStats : {};

  return (
    <div className="page forum-page">
      <title>{`${section.name} | Forum | ${SITE_NAME}`}</title>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/forum">Forum</Link> / <span aria-current="page">{section.name}</span>
      </nav>
      <header className="page-header forum-header">
        <h1 className="page-header__title">{section.name}</h1>
        <Link to="/forum/new" className="btn btn--gradient">
          New Thread
        </Link>
      </header>
      <p className="forum-section__description">{section.description}</p>
      <ul className="forum-category-cards">
        {section.categories.map((category) => {
          const figure = figures[category.slug];
          return (
            <li key={category.slug} className="forum-card">
              <h2>
                <Link to={`/forum/${section.slug}/${category.slug}`}>{category.name}</Link>
              </h2>
              <p>{category.description}</p>
              <p className="forum-muted">
                {figure?.threadCount ?? 0} threads
                {figure?.lastActivity
                  ? ` · latest by ${figure.lastActivity.username} ${figure.lastActivity.timeAgo}`
                  : ''}
              </p>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Recent Threads</h2>
        {recent.state.status === 'done' ? (
          recent.state.value.threads.length === 0 ? (
            <p className="forum-muted">No threads yet.</p>
          ) : (
            <ol className="thread-list">
              {recent.state.value.threads.slice(0, 5).map((thread) => (
                <ThreadCard key={thread.id} thread={thread} />
              ))}
            </ol>
          )
        ) : (
          <p className="forum-muted">
            {recent.state.status === 'loading' ? 'Loading...' : 'Could not load threads.'}
          </p>
        )}
      </section>
    </div>
  );
}

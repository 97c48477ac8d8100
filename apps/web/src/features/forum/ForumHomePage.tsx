import { FORUM_SECTIONS } from '@app/contracts';
import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { fetchForumStats, fetchTrending } from './api';
import { ForumRules } from './ForumRules';
import { ThreadCard } from './ThreadCard';

/** /forum: every section and category with today's and the week's threads, last activity and unread dots. */
export function ForumHomePage() {
  const stats = useLoad(fetchForumStats, []);
  const trending = useLoad(fetchTrending, []);
  // Forum list load errors are only logged (product spec 3 §8): the page shows its sections without figures.
  if (stats.state.status === 'error') console.warn('Forum stats failed', stats.state.error);
  const figures = stats.state.status === 'done' ? stats.state.value.categoryStats : {};

  return (
    <div className="page forum-page">
      <title>{`Forum | ${SITE_NAME}`}</title>
      <header className="page-header forum-header">
        <h1 className="page-header__title">Community Forum</h1>
        <Link to="/forum/new" className="btn btn--gradient">
          New Thread
        </Link>
      </header>
      <div className="forum-layout">
        <div className="forum-main">
          <Link to="/forum/community/weekly-caption" className="forum-megathread">
            🖼️ This week's caption megathread: caption the picture →
          </Link>
          {FORUM_SECTIONS.map((section) => (
            <section key={section.slug} className="forum-section" aria-labelledby={`section-${section.slug}`}>
              <h2 id={`section-${section.slug}`} className="forum-section__title">
                <Link to={`/forum/${section.slug}`}>{section.name}</Link>
              </h2>
              <p className="forum-section__description">{section.description}</p>
              <ul className="forum-categories">
                {section.categories.map((category) => {
                  const figure = figures[category.slug];
                  return (
                    <li key={category.slug} className="forum-category">
                      <Link to={`/forum/${section.slug}/${category.slug}`} className="forum-category__name">
                        {figure?.hasUnread ? <span className="unread-dot" title="New posts" /> : null}
                        {category.name}
                      </Link>
                      <span className="forum-category__figures">
                        {figure?.todayCount ?? 0} today · {figure?.weekCount ?? 0} this week
                        {figure?.lastActivity
                          ? ` · last by ${figure.lastActivity.username} ${figure.lastActivity.timeAgo}`
                          : ''}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <aside className="forum-sidebar">
          <section aria-labelledby="trending-title" className="forum-card">
            <h2 id="trending-title">Trending</h2>
            {trending.state.status === 'done' && trending.state.value.threads.length > 0 ? (
              <ol className="thread-list thread-list--compact">
                {trending.state.value.threads.map((thread) => (
                  <ThreadCard key={thread.id} thread={thread} />
                ))}
              </ol>
            ) : (
              <p className="forum-muted">
                {trending.state.status === 'loading' ? 'Loading...' : 'Nothing trending yet.'}
              </p>
            )}
          </section>
          <ForumRules />
        </aside>
      </div>
    </div>
  );
}

import { Link, Navigate, useParams } from 'react-router-dom';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { fetchThreads } from '../api';
import { ForumHeader } from '../ForumPageParts';
import { findSection } from '../forum-text';
import { ThreadList } from '../ThreadCard';
import { useCategoryStats } from './use-category-stats';

/** /forum/{section}: its categories with counts and latest post, and the 5 most recent threads. An unknown section goes to /forum. */
export function ForumSectionPage() {
  const { section: slug } = useParams();
  const section = findSection(slug);
  const figures = useCategoryStats();
  const recent = useLoad(
    section ? (signal) => fetchThreads({ section: section.slug, sort: 'new' }, 1, null, signal) : null,
    [section?.slug],
  );
  if (!section) return <Navigate to="/forum" replace />;

  return (
    <div className="page forum-page">
      <title>{`${section.name} | Forum | ${SITE_NAME}`}</title>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/forum">Forum</Link> / <span aria-current="page">{section.name}</span>
      </nav>
      <ForumHeader title={section.name} />
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
        <Loaded
          load={recent}
          loading="Loading..."
          failed={() => 'Could not load threads.'}
          failure={(text) => <p className="forum-muted">{text}</p>}
          empty={whenNo('threads', <p className="forum-muted">No threads yet.</p>)}
        >
          {(value) => <ThreadList threads={value.threads.slice(0, 5)} />}
        </Loaded>
      </section>
    </div>
  );
}

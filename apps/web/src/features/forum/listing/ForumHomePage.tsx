import { type CategoryStats, FORUM_SECTIONS, type ForumSection } from '@app/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { SearchForm } from '@/components/ui/SearchForm';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { fetchTrending } from '../api';
import { ForumHeader } from '../ForumPageParts';
import { ForumRules } from '../ForumRules';
import { ThreadList } from '../ThreadCard';
import { ForumSearchResults } from './ForumSearchResults';
import { useCategoryStats } from './use-category-stats';

const nothingTrending = <p className="forum-muted">Nothing trending yet.</p>;

/**
 * /forum: every section and category with today's and the week's threads, last activity and unread dots; a
 * search of every category (`?search=`) lists its results in their place.
 */
export function ForumHomePage() {
  const figures = useCategoryStats();
  const trending = useLoad(fetchTrending, []);
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';

  return (
    <div className="page forum-page">
      <title>{`Forum | ${SITE_NAME}`}</title>
      <ForumHeader title="Community Forum" />
      <div className="forum-layout">
        <div className="forum-main">
          <Link to="/forum/community/weekly-caption" className="forum-megathread">
            🖼️ This week's caption megathread: caption the picture →
          </Link>
          <SearchForm
            className="forum-search forum-search--home"
            name="Forum search"
            label="Search all threads"
            placeholder="Search all threads..."
            value={search}
            onSearch={(words) => setParams(words ? { search: words } : {})}
          />
          {search ? (
            <ForumSearchResults search={search} />
          ) : (
            FORUM_SECTIONS.map((section) => (
              <SectionCategories key={section.slug} section={section} figures={figures} />
            ))
          )}
        </div>
        <aside className="forum-sidebar">
          <section aria-labelledby="trending-title" className="forum-card">
            <h2 id="trending-title">Trending</h2>
            {/* Forum list load errors are only logged (product spec 3 §8): a failure reads as nothing trending. */}
            <Loaded
              load={trending}
              loading="Loading..."
              failed="Nothing trending yet."
              failure={() => nothingTrending}
              empty={whenNo('threads', nothingTrending)}
            >
              {(value) => <ThreadList threads={value.threads} compact />}
            </Loaded>
          </section>
          <ForumRules />
        </aside>
      </div>
    </div>
  );
}

function SectionCategories({
  section,
  figures,
}: {
  section: ForumSection;
  figures: Record<string, CategoryStats | undefined>;
}) {
  return (
    <section className="forum-section" aria-labelledby={`section-${section.slug}`}>
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
  );
}

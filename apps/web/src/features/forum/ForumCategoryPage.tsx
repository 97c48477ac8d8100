import { FLAIR_GROUPS, FLAIR_LABELS, type ForumThread, THREAD_SORTS, TIME_RANGES } from '@app/contracts';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { fetchThreads, type ThreadFilters } from './api';
import { FORUM_TEXT, findCategory, findSection } from './forum-text';
import { ThreadCard } from './ThreadCard';

/** The next page loads when the list's end comes within 1,000 px of the screen (product spec 3 §9). */
const SCROLL_AHEAD_PX = 1000;

interface Listing {
  /** The filters (filterKey) this listing's pages were asked with. */
  key: string;
  threads: ForumThread[];
  page: number;
  asOf: number | null;
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
}

const fresh: Omit<Listing, 'key'> = {
  threads: [],
  page: 0,
  asOf: null,
  hasNext: true,
  loading: false,
  failed: false,
};

/** /forum/{section}/{category}: the thread list with sort, time range, tag filters, search and infinite scroll. */
export function ForumCategoryPage() {
  const { section: sectionSlug, category: categorySlug } = useParams();
  const section = findSection(sectionSlug);
  const category = findCategory(sectionSlug, categorySlug);
  const [sort, setSort] = useState<string>('hot');
  const [timeRange, setTimeRange] = useState<string>('all');
  const [flairs, setFlairs] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [listing, setListing] = useState<Listing>({ ...fresh, key: '' });
  const sentinel = useRef<HTMLDivElement>(null);
  const generation = useRef(0);
  const sortId = useId();
  const rangeId = useId();
  const searchId = useId();

  const filters: ThreadFilters = { category: category?.slug ?? '', sort, timeRange, flairs, search };
  const filterKey = JSON.stringify(filters);

  const loadMore = useCallback(
    (from: Listing) => {
      // `from.key` differs when an observer set up for the previous filters fires after they changed: its
      // pages must not be continued with the new filters (that skipped and repeated threads).
      if (!category || from.key !== filterKey || from.loading || !from.hasNext) return;
      const run = generation.current;
      setListing({ ...from, loading: true, failed: false });
      fetchThreads(JSON.parse(filterKey) as ThreadFilters, from.page + 1, from.asOf).then(
        (answer) => {
          if (run !== generation.current) return;
          setListing({
            key: from.key,
            threads: [...from.threads, ...answer.threads],
            page: answer.pagination.page,
            asOf: answer.pagination.as_of,
            hasNext: answer.pagination.hasNext,
            loading: false,
            failed: false,
          });
        },
        (error: unknown) => {
          if (run !== generation.current) return;
          // Forum list load errors are only logged (product spec 3 §8); the list offers to try again.
          console.warn('Loading threads failed', error);
          setListing({ ...from, loading: false, failed: true });
        },
      );
    },
    [category, filterKey],
  );

  // New filters: a new listing from page 1.
  useEffect(() => {
    generation.current += 1;
    loadMore({ ...fresh, key: filterKey });
  }, [loadMore, filterKey]);

  // Infinite scroll.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !listing.hasNext || listing.loading || listing.failed) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMore(listing),
      { rootMargin: `0px 0px ${SCROLL_AHEAD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [listing, loadMore]);

  if (!section || !category) {
    return (
      <div className="page forum-page">
        <MessageState
          emoji="🧭"
          title={FORUM_TEXT.categoryNotFound}
          level={1}
          actions={
            <Link to="/forum" className="btn btn--gradient">
              Back to Forum
            </Link>
          }
        />
      </div>
    );
  }

  const toggleFlair = (flair: string) =>
    setFlairs((current) =>
      current.includes(flair) ? current.filter((entry) => entry !== flair) : [...current, flair],
    );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <div className="page forum-page">
      <title>{`${category.name} | Forum | ${SITE_NAME}`}</title>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/forum">Forum</Link> / <Link to={`/forum/${section.slug}`}>{section.name}</Link> /{' '}
        <span aria-current="page">{category.name}</span>
      </nav>
      <header className="page-header forum-header">
        <h1 className="page-header__title">{category.name}</h1>
        <Link to={`/forum/new?category=${category.slug}`} className="btn btn--gradient">
          New Thread
        </Link>
      </header>
      <p className="forum-section__description">{category.description}</p>

      <div className="forum-filters">
        <label htmlFor={sortId}>Sort</label>
        <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)}>
          {THREAD_SORTS.map((option) => (
            <option key={option} value={option}>
              {option[0]?.toUpperCase() + option.slice(1)}
            </option>
          ))}
        </select>
        <label htmlFor={rangeId}>Time</label>
        <select id={rangeId} value={timeRange} onChange={(event) => setTimeRange(event.target.value)}>
          {TIME_RANGES.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? 'All time' : option}
            </option>
          ))}
        </select>
        <form className="forum-search" aria-label="Thread search" onSubmit={onSearch}>
          <label htmlFor={searchId} className="visually-hidden">
            Search threads
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search threads..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn--outline btn--sm">
            Search
          </button>
        </form>
      </div>
      <fieldset className="forum-flairs">
        <legend>Product type</legend>
        {FLAIR_GROUPS.product_type.map((flair) => (
          <label key={flair} className="forum-flair-toggle">
            <input type="checkbox" checked={flairs.includes(flair)} onChange={() => toggleFlair(flair)} />
            {FLAIR_LABELS[flair] ?? flair}
          </label>
        ))}
      </fieldset>

      {listing.threads.length === 0 && listing.loading ? (
        <LoadingState text="Loading threads..." />
      ) : listing.threads.length === 0 && !listing.hasNext ? (
        <MessageState
          emoji="💬"
          title={FORUM_TEXT.empty}
          actions={
            <Link to={`/forum/new?category=${category.slug}`} className="btn btn--gradient">
              {FORUM_TEXT.beFirst}
            </Link>
          }
        />
      ) : (
        <ol className="thread-list">
          {listing.threads.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} />
          ))}
        </ol>
      )}
      <div ref={sentinel} className="forum-sentinel" aria-hidden="true" />
      {listing.threads.length > 0 && listing.loading ? <p className="forum-muted">Loading more...</p> : null}
      {listing.failed ? (
        <p className="forum-muted">
          Could not load threads.{' '}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => loadMore({ ...listing, failed: false })}
          >
            Try again
          </button>
        </p>
      ) : null}
    </div>
  );
}

import type { ForumThread } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchThreads, type ThreadFilters } from '../api';

/** The next page loads when the list's end comes within 1,000 px of the screen (product spec 3 §9). */
const SCROLL_AHEAD_PX = 1000;

export interface Listing {
  /** The filters (as JSON) this listing's pages were asked with. */
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

/**
 * A category's threads page by page (infinite scroll, product spec 3 §9): a new listing from page 1 whenever the
 * filters change, the next page when the sentinel element nears the screen. Null filters list nothing.
 */
export function useThreadListing(filters: ThreadFilters | null) {
  const filterKey = JSON.stringify(filters);
  const [listing, setListing] = useState<Listing>({ ...fresh, key: '' });
  const sentinel = useRef<HTMLDivElement>(null);
  const generation = useRef(0);

  const loadMore = useCallback(
    (from: Listing) => {
      // `from.key` differs when an observer set up for the previous filters fires after they changed: its
      // pages must not be continued with the new filters (that skipped and repeated threads).
      const asked = JSON.parse(filterKey) as ThreadFilters | null;
      if (!asked || from.key !== filterKey || from.loading || !from.hasNext) return;
      const run = generation.current;
      setListing({ ...from, loading: true, failed: false });
      fetchThreads(asked, from.page + 1, from.asOf).then(
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
    [filterKey],
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

  return { listing, sentinel, retry: () => loadMore({ ...listing, failed: false }) };
}

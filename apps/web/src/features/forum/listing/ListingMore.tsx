import type { RefObject } from 'react';
import { InlineLoadFailure } from '@/components/ui/StatusBlock';
import type { Listing } from './use-thread-listing';

/** Under a listing: the infinite scroll's sentinel, 'Loading more...', and Try again after a failed page. */
export function ListingMore({
  listing,
  sentinel,
  retry,
}: {
  listing: Listing;
  sentinel: RefObject<HTMLDivElement | null>;
  retry: () => void;
}) {
  return (
    <>
      <div ref={sentinel} className="forum-sentinel" aria-hidden="true" />
      {listing.threads.length > 0 && listing.loading ? <p className="forum-muted">Loading more...</p> : null}
      {listing.failed ? (
        <InlineLoadFailure className="forum-muted" text="Could not load threads." onRetry={retry} />
      ) : null}
    </>
  );
}

import type { RefObject } from 'react';
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
        <p className="forum-muted">
          Could not load threads.{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
    </>
  );
}

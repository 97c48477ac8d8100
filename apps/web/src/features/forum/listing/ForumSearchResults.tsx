import { Link } from 'react-router-dom';
import { LoadingState } from '@/components/ui/StatusBlock';
import { ThreadList } from '../ThreadCard';
import { ListingMore } from './ListingMore';
import { useThreadListing } from './use-thread-listing';

/**
 * The forum-wide search on /forum: threads of every category matching the words, ranked as a category's search
 * ranks them (the same listing, with no category), each with its section and category, page by page.
 */
export function ForumSearchResults({ search }: { search: string }) {
  const { listing, sentinel, retry } = useThreadListing({ search });
  const nothing = listing.threads.length === 0 && !listing.hasNext && !listing.failed;
  return (
    <section className="forum-search-results" aria-labelledby="forum-search-title">
      <header className="forum-search-results__header">
        <h2 id="forum-search-title">Threads matching “{search}”</h2>
        <Link to="/forum" className="btn btn--ghost btn--sm">
          Clear search
        </Link>
      </header>
      {listing.threads.length === 0 && listing.loading ? (
        <LoadingState text="Searching threads..." />
      ) : nothing ? (
        <p className="forum-muted">No threads match “{search}”.</p>
      ) : (
        <ThreadList threads={listing.threads} withPlace />
      )}
      <ListingMore listing={listing} sentinel={sentinel} retry={retry} />
    </section>
  );
}

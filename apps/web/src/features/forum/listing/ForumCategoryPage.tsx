import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { ForumHeader, ForumNotFound } from '../ForumPageParts';
import { FORUM_TEXT, findCategory, findSection } from '../forum-text';
import { ThreadList } from '../ThreadCard';
import { FIRST_CHOICE, type ListingChoice, ListingFilters } from './ListingFilters';
import { ListingMore } from './ListingMore';
import { type Listing, useThreadListing } from './use-thread-listing';

/** /forum/{section}/{category}: the thread list with sort, time range, tag filters, search and infinite scroll. */
export function ForumCategoryPage() {
  const { section: sectionSlug, category: categorySlug } = useParams();
  const section = findSection(sectionSlug);
  const category = findCategory(sectionSlug, categorySlug);
  const [choice, setChoice] = useState<ListingChoice>(FIRST_CHOICE);
  const { listing, sentinel, retry } = useThreadListing(
    category ? { category: category.slug, ...choice } : null,
  );

  if (!section || !category) return <ForumNotFound title={FORUM_TEXT.categoryNotFound} />;
  return (
    <div className="page forum-page">
      <title>{`${category.name} | Forum | ${SITE_NAME}`}</title>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/forum">Forum</Link> / <Link to={`/forum/${section.slug}`}>{section.name}</Link> /{' '}
        <span aria-current="page">{category.name}</span>
      </nav>
      <ForumHeader title={category.name} category={category.slug} />
      <p className="forum-section__description">{category.description}</p>
      <ListingFilters choice={choice} onChange={(change) => setChoice({ ...choice, ...change })} />
      <ListingThreads listing={listing} category={category.slug} />
      <ListingMore listing={listing} sentinel={sentinel} retry={retry} />
    </div>
  );
}

/** The threads listed so far; loading and empty states before the first page has any. */
function ListingThreads({ listing, category }: { listing: Listing; category: string }) {
  if (listing.threads.length === 0 && listing.loading) return <LoadingState text="Loading threads..." />;
  if (listing.threads.length === 0 && !listing.hasNext) {
    return (
      <MessageState
        emoji="💬"
        title={FORUM_TEXT.empty}
        actions={
          <Link to={`/forum/new?category=${category}`} className="btn btn--gradient">
            {FORUM_TEXT.beFirst}
          </Link>
        }
      />
    );
  }
  return <ThreadList threads={listing.threads} />;
}

import type { SharedWishlistAnswer } from '@app/contracts';
import { Link, useParams } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import {
  BrowseCollectionsLink,
  LoadFailedState,
  LoadingState,
  MessageState,
} from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useProducts } from '@/features/products';
import { type Loaded as LoadState, useLoad } from '@/hooks/use-load';
import { ApiError } from '@/lib/api-client';
import { fetchSharedWishlist } from './api';
import { WishlistGrid } from './WishlistGrid';
import { ownerTitle, WISHLIST_TEXT } from './wishlist-text';

/** /wishlist/share/{share_slug}: a public wishlist, read-only (product spec 1 §2). */
export function SharedWishlistPage() {
  const { share_slug: slug = '' } = useParams();
  const list = useLoad(
    (signal) => fetchSharedWishlist(slug, signal).then((value) => ({ slug, value })),
    [slug],
  );
  // Until the new link's answer comes, the list of the one before is not shown.
  const state: LoadState<{ slug: string; value: SharedWishlistAnswer }> =
    list.state.status === 'done' && list.state.value.slug !== slug ? { status: 'loading' } : list.state;

  return (
    <div className="page wishlist-page">
      <Loaded
        load={{ state, reload: list.reload }}
        loading="Loading wishlist..."
        failed={(error) =>
          error instanceof ApiError && error.status === 404
            ? WISHLIST_TEXT.notShared
            : WISHLIST_TEXT.loadFailed
        }
        failure={(text, retry) =>
          text === WISHLIST_TEXT.notShared ? (
            <NotShared />
          ) : (
            <LoadFailedState text={text} level={1} onRetry={retry} />
          )
        }
        level={1}
      >
        {({ value }) => <SharedList answer={value} />}
      </Loaded>
    </div>
  );
}

/** The link is not (or no longer) a shared wishlist. */
function NotShared() {
  return (
    <>
      <title>{`Wishlist not found | ${SITE_NAME}`}</title>
      <MessageState
        emoji="🔒"
        title={WISHLIST_TEXT.notShared}
        level={1}
        actions={<BrowseCollectionsLink />}
      />
    </>
  );
}

function SharedList({ answer }: { answer: SharedWishlistAnswer }) {
  const { products, loading } = useProducts();
  const title = ownerTitle(answer.owner);
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <header className="page-header">
        <span className="eyebrow">Shared wishlist</span>
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">
          <Link to={`/user/${answer.owner.id}`}>@{answer.owner.username}</Link>
        </p>
      </header>
      {answer.items.length === 0 ? (
        <MessageState
          emoji="💖"
          title="This wishlist is empty for now."
          actions={<BrowseCollectionsLink />}
        />
      ) : loading ? (
        <LoadingState text="Loading products..." />
      ) : (
        <WishlistGrid items={answer.items} products={products} label={title} />
      )}
    </>
  );
}

import type { SharedWishlistAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useProducts } from '@/features/products';
import { ApiError } from '@/lib/api-client';
import { fetchSharedWishlist } from './api';
import { WishlistGrid } from './WishlistGrid';
import { ownerTitle, WISHLIST_TEXT } from './wishlist-text';

type Loaded =
  | { slug: string; status: 'loading' }
  | { slug: string; status: 'done'; value: SharedWishlistAnswer }
  | { slug: string; status: 'not-shared' }
  | { slug: string; status: 'error' };

/** /wishlist/share/{share_slug}: a public wishlist, read-only (product spec 1 §2). */
export function SharedWishlistPage() {
  const { share_slug: slug = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<Loaded>({ slug, status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after 'Try again'
  useEffect(() => {
    const controller = new AbortController();
    setList({ slug, status: 'loading' });
    fetchSharedWishlist(slug, controller.signal).then(
      (value) => !controller.signal.aborted && setList({ slug, status: 'done', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notShared = error instanceof ApiError && error.status === 404;
        setList({ slug, status: notShared ? 'not-shared' : 'error' });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const state: Loaded = list.slug === slug ? list : { slug, status: 'loading' };

  return (
    <div className="page wishlist-page">
      {state.status === 'loading' ? (
        <LoadingState text="Loading wishlist..." />
      ) : state.status === 'not-shared' ? (
        <>
          <title>{`Wishlist not found | ${SITE_NAME}`}</title>
          <MessageState
            emoji="🔒"
            title={WISHLIST_TEXT.notShared}
            level={1}
            actions={
              <Link to="/collections" className="btn btn--gradient btn--lg">
                Browse Collections
              </Link>
            }
          />
        </>
      ) : state.status === 'error' ? (
        <LoadFailedState text={WISHLIST_TEXT.loadFailed} level={1} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <SharedList answer={state.value} />
      )}
    </div>
  );
}

function SharedList({ answer }: { answer: SharedWishlistAnswer }) {
  const { products, loading } = useProducts();
  const title = ownerTitle(answer.owner);
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <header className="page-header">
        <span className="page-header__eyebrow">Shared wishlist</span>
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">
          <Link to={`/user/${answer.owner.id}`}>@{answer.owner.username}</Link>
        </p>
      </header>
      {answer.items.length === 0 ? (
        <MessageState
          emoji="💖"
          title="This wishlist is empty for now."
          actions={
            <Link to="/collections" className="btn btn--gradient btn--lg">
              Browse Collections
            </Link>
          }
        />
      ) : loading ? (
        <LoadingState text="Loading products..." />
      ) : (
        <WishlistGrid items={answer.items} products={products} label={title} />
      )}
    </>
  );
}

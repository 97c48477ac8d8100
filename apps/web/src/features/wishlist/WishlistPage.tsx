import type { WishlistAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useProducts } from '@/features/products';
import { fetchWishlist, removeFromWishlist, setWishlistPublic } from './api';
import { ShareLinkBox } from './ShareLinkBox';
import { WishlistGrid } from './WishlistGrid';
import { useWishlistStore } from './wishlist-store';
import { WISHLIST_TEXT } from './wishlist-text';

type Loaded = { status: 'loading' } | { status: 'done'; value: WishlistAnswer } | { status: 'error' };

/**
 * /wishlist: the member's own list (product spec 1 §2): back to collections, Edit Wishlist / Done, the
 * 'Make wishlist public' checkbox with the share link, and the products, removable in edit mode.
 */
export function WishlistPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const userId = useAuthStore((state) => state.user?.id);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<Loaded>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after 'Try again'
  useEffect(() => {
    if (!loggedIn || userId === undefined) return;
    const controller = new AbortController();
    setList({ status: 'loading' });
    fetchWishlist(userId, controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setList({ status: 'done', value });
        useWishlistStore.getState().replace(value);
      },
      () => !controller.signal.aborted && setList({ status: 'error' }),
    );
    return () => controller.abort();
  }, [loggedIn, userId, attempt]);

  return (
    <div className="page wishlist-page">
      <title>{`My Wishlist | ${SITE_NAME}`}</title>
      {!loggedIn ? (
        <MessageState
          emoji="💖"
          title={WISHLIST_TEXT.mustLogIn}
          level={1}
          actions={
            <Link to="/login" className="btn btn--gradient btn--lg">
              Log In
            </Link>
          }
        />
      ) : list.status === 'loading' ? (
        <LoadingState text="Loading your wishlist..." />
      ) : list.status === 'error' ? (
        <LoadFailedState text={WISHLIST_TEXT.loadFailed} level={1} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <OwnWishlist answer={list.value} onChange={(value) => setList({ status: 'done', value })} />
      )}
    </div>
  );
}

function OwnWishlist({
  answer,
  onChange,
}: {
  answer: WishlistAnswer;
  onChange: (value: WishlistAnswer) => void;
}) {
  const { products, loading, failed, reload } = useProducts();
  const [editing, setEditing] = useState(false);
  /** The box as just ticked, until the server answers (then the list says; a failure puts it back). */
  const [publicWanted, setPublicWanted] = useState<boolean | null>(null);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const { items, wishlist } = answer;

  const update = (value: WishlistAnswer) => {
    onChange(value);
    useWishlistStore.getState().replace(value);
  };

  const togglePublic = async (isPublic: boolean) => {
    if (!wishlist || publicWanted !== null) return;
    setPublicWanted(isPublic);
    try {
      update(await setWishlistPublic(wishlist.id, isPublic));
    } catch {
      window.alert(WISHLIST_TEXT.privacyFailed);
    } finally {
      setPublicWanted(null);
    }
  };

  const remove = async (productId: string) => {
    setRemoving((current) => new Set(current).add(productId));
    try {
      const value = await removeFromWishlist(productId);
      update(value);
      if (value.items.length === 0) setEditing(false);
    } catch {
      window.alert(WISHLIST_TEXT.removeFailed);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(productId);
        return next;
      });
    }
  };

  return (
    <>
      <div className="wishlist-page__bar">
        <Link to="/collections" className="back-link">
          ← Back to collections
        </Link>
        {items.length > 0 ? (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-pressed={editing}
            onClick={() => setEditing((on) => !on)}
          >
            {editing ? 'Done' : 'Edit Wishlist'}
          </button>
        ) : null}
      </div>
      <header className="page-header">
        <h1 className="page-header__title">My Wishlist</h1>
        <p className="page-header__lead">
          {items.length === 0
            ? 'Nothing saved yet.'
            : `${items.length} ${items.length === 1 ? 'product' : 'products'} you're eyeing.`}
        </p>
      </header>

      {wishlist ? (
        <section className="wishlist-share" aria-label="Sharing">
          <label className="checkbox-field wishlist-share__toggle">
            <input
              className="checkbox-field__input"
              type="checkbox"
              checked={publicWanted ?? wishlist.is_public}
              aria-busy={publicWanted !== null || undefined}
              onChange={(event) => void togglePublic(event.target.checked)}
            />
            <span className="checkbox-field__text">
              Make wishlist public
              <small>Anyone with the link can see it.</small>
            </span>
          </label>
          {wishlist.is_public ? <ShareLinkBox shareSlug={wishlist.share_slug} /> : null}
        </section>
      ) : null}

      {items.length === 0 ? (
        <MessageState
          emoji="💖"
          title="Your wishlist is empty"
          actions={
            <Link to="/collections" className="btn btn--gradient btn--lg">
              Browse Collections
            </Link>
          }
        >
          <p>Tap the heart on any product to save it here.</p>
        </MessageState>
      ) : loading ? (
        <LoadingState text="Loading products..." />
      ) : (
        <>
          {failed ? (
            <p className="wishlist-page__note" role="alert">
              <span>Failed to load products</span>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => void reload()}>
                Try again
              </button>
            </p>
          ) : null}
          <WishlistGrid
            items={items}
            products={products}
            label="My wishlist"
            removing={removing}
            {...(editing ? { onRemove: (id: string) => void remove(id) } : {})}
          />
        </>
      )}
    </>
  );
}

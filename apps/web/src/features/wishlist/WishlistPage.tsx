import type { WishlistAnswer } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Loaded } from '@/components/ui/Loaded';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { onDemand } from '@/components/ui/OnDemand';
import { BrowseCollectionsLink, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { loadPriceAlertList } from '@/features/price-alerts';
import { useProducts } from '@/features/products';
import { useLoad } from '@/hooks/use-load';
import { fetchWishlist, removeFromWishlist, setWishlistPublic } from './api';
import { ShareLinkBox } from './ShareLinkBox';
import { WishlistGrid } from './WishlistGrid';
import { useWishlistStore } from './wishlist-store';
import { WISHLIST_TEXT } from './wishlist-text';

/** The member's price alerts under the list, in code of their own. */
const PriceAlertList = onDemand(loadPriceAlertList);

/**
 * /wishlist: the member's own list (product spec 1 §2): back to collections, Edit Wishlist / Done, the
 * 'Make wishlist public' checkbox with the share link, and the products, removable in edit mode.
 */
export function WishlistPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <div className="page wishlist-page">
      <title>{`My Wishlist | ${SITE_NAME}`}</title>
      {loggedIn ? <MemberWishlist /> : <LoginRequired emoji="💖" title={WISHLIST_TEXT.mustLogIn} level={1} />}
    </div>
  );
}

function MemberWishlist() {
  const userId = useAuthStore((state) => state.user?.id);
  const list = useLoad(
    userId === undefined
      ? null
      : (signal) =>
          fetchWishlist(userId, signal).then((value) => {
            useWishlistStore.getState().replace(value);
            return value;
          }),
    [userId],
  );
  return (
    <Loaded load={list} loading="Loading your wishlist..." failed={() => WISHLIST_TEXT.loadFailed} level={1}>
      {(answer) => <OwnWishlist answer={answer} onChange={(value) => list.update(() => value)} />}
    </Loaded>
  );
}

interface OwnWishlistProps {
  answer: WishlistAnswer;
  onChange: (value: WishlistAnswer) => void;
}

function OwnWishlist({ answer, onChange }: OwnWishlistProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const { items, wishlist } = answer;

  const update = (value: WishlistAnswer) => {
    onChange(value);
    useWishlistStore.getState().replace(value);
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

      {wishlist ? <WishlistSharing wishlist={wishlist} onChange={update} /> : null}

      {items.length === 0 ? (
        <MessageState emoji="💖" title="Your wishlist is empty" actions={<BrowseCollectionsLink />}>
          <p>Tap the heart on any product to save it here.</p>
        </MessageState>
      ) : (
        <WishlistProducts
          items={items}
          removing={removing}
          {...(editing ? { onRemove: (id: string) => void remove(id) } : {})}
        />
      )}
      <PriceAlertList />
    </>
  );
}

type Wishlist = NonNullable<WishlistAnswer['wishlist']>;

/** 'Make wishlist public' and, while it is, the share link. */
function WishlistSharing({
  wishlist,
  onChange,
}: {
  wishlist: Wishlist;
  onChange: (value: WishlistAnswer) => void;
}) {
  /** The box as just ticked, until the server answers (then the list says; a failure puts it back). */
  const [publicWanted, setPublicWanted] = useState<boolean | null>(null);

  const togglePublic = async (isPublic: boolean) => {
    if (publicWanted !== null) return;
    setPublicWanted(isPublic);
    try {
      onChange(await setWishlistPublic(wishlist.id, isPublic));
    } catch {
      window.alert(WISHLIST_TEXT.privacyFailed);
    } finally {
      setPublicWanted(null);
    }
  };

  return (
    <section className="wishlist-share" aria-label="Sharing">
      <CheckboxField
        className="wishlist-share__toggle"
        checked={publicWanted ?? wishlist.is_public}
        aria-busy={publicWanted !== null || undefined}
        onChange={(event) => void togglePublic(event.target.checked)}
        label="Make wishlist public"
        hint="Anyone with the link can see it."
      />
      {wishlist.is_public ? <ShareLinkBox shareSlug={wishlist.share_slug} /> : null}
    </section>
  );
}

interface WishlistProductsProps {
  items: WishlistAnswer['items'];
  removing: ReadonlySet<string>;
  /** Given in edit mode: each product gets a Remove button. */
  onRemove?: (productId: string) => void;
}

/** The listed products as tiles (those gone from the catalogue say so), once the product list is there. */
function WishlistProducts({ items, removing, onRemove }: WishlistProductsProps) {
  const { products, loading, failed, reload } = useProducts();
  if (loading) return <LoadingState text="Loading products..." />;
  return (
    <>
      {failed ? (
        <p className="wishlist-page__note" role="alert">
          <span>Failed to load products</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={reload}>
            Try again
          </button>
        </p>
      ) : null}
      <WishlistGrid
        items={items}
        products={products}
        label="My wishlist"
        removing={removing}
        showSavedChange
        {...(onRemove ? { onRemove } : {})}
      />
    </>
  );
}

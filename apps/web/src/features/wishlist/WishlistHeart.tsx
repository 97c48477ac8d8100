import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HeartIcon } from '@/components/ui/icons';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useLoginPath } from '@/hooks/use-login-path';
import { useWishlistStore } from './wishlist-store';
import { WISHLIST_TEXT } from './wishlist-text';

interface WishlistHeartProps {
  productId: string;
  productName: string;
  /** 'card' sits on a product tile's image; 'page' stands beside the product page's buttons. */
  variant?: 'card' | 'page';
}

/** The state a heart's Log in link carries through the login page: the page it comes back to saves this. */
interface SaveAfterLogin {
  saveToWishlist: string;
}

const saveAskedFor = (state: unknown) =>
  typeof state === 'object' && state !== null && 'saveToWishlist' in state
    ? String((state as SaveAfterLogin).saveToWishlist)
    : null;

/**
 * Saves the product once a visitor who pressed its heart has logged in and come back (the login link's state),
 * then forgets the request, so a reload or Back does not save it again. Only a press on this site's heart can
 * ask: history state cannot be set by a link from elsewhere.
 */
function useSaveAfterLogin(productId: string, loggedIn: boolean, onFailed: (failed: boolean) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = loggedIn && saveAskedFor(location.state) === productId;
  useEffect(() => {
    if (!asked) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    useWishlistStore
      .getState()
      .ensureSaved(productId)
      .catch(() => onFailed(true));
  }, [asked, productId, navigate, location.pathname, location.search, location.hash, onFailed]);
}

/**
 * Beside the heart: a visitor's 'Log in to save this', with a Log in link that comes back here and saves it; or,
 * for a member, 'Failed to update wishlist' when their change did not go through (issue 41: no alert).
 */
function HeartNotice({ productId, shown, failed }: { productId: string; shown: boolean; failed: boolean }) {
  const loginPath = useLoginPath();
  const afterLogin: SaveAfterLogin = { saveToWishlist: productId };
  // The live region is always there, so a screen reader announces what it says when it appears.
  return (
    <span className="wishlist-prompt" role="status">
      {failed ? (
        <span className="wishlist-prompt__text">{WISHLIST_TEXT.updateFailed}</span>
      ) : shown ? (
        <>
          <span className="wishlist-prompt__text">Log in to save this</span>{' '}
          <Link to={loginPath} state={{ afterLogin }} className="wishlist-prompt__link">
            Log in
          </Link>
        </>
      ) : null}
    </span>
  );
}

/**
 * The wishlist heart (product spec 1 §4): filled when the product is on the member's list; pressing it adds or
 * removes the product ('Failed to update wishlist' when that fails). The page's button says which
 * ('Save to Wishlist' / 'Saved to Wishlist'). A visitor's press opens a prompt to log in beside it (issue 41).
 */
export function WishlistHeart({ productId, productName, variant = 'card' }: WishlistHeartProps) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const listed = useWishlistStore((state) => loggedIn && state.ids.has(productId));
  const busy = useWishlistStore((state) => state.pending.has(productId));
  const ensureLoaded = useWishlistStore((state) => state.ensureLoaded);
  const [prompting, setPrompting] = useState(false);
  const [failed, setFailed] = useState(false);
  useSaveAfterLogin(productId, loggedIn, setFailed);

  useEffect(() => {
    if (loggedIn) void ensureLoaded();
  }, [loggedIn, ensureLoaded]);

  const onClick = async () => {
    if (!loggedIn) {
      setPrompting((shown) => !shown);
      return;
    }
    setFailed(false);
    await useWishlistStore
      .getState()
      .toggle(productId)
      .catch(() => setFailed(true));
  };

  const pageLabel = listed ? 'Saved to Wishlist' : 'Save to Wishlist';
  return (
    <span className={`wishlist-slot wishlist-slot--${variant}`}>
      <button
        type="button"
        className={`wishlist-heart wishlist-heart--${variant}${listed ? ' is-listed' : ''}`}
        // The card's heart stands alone: it names the product and says whether it is pressed. The page's
        // button says its state in its words, which are its name.
        aria-label={variant === 'card' ? `Save ${productName} to wishlist` : undefined}
        aria-pressed={variant === 'card' ? listed : undefined}
        aria-busy={busy || undefined}
        title={listed ? 'Remove from wishlist' : 'Add to wishlist'}
        disabled={busy}
        onClick={() => void onClick()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setPrompting(false);
            setFailed(false);
          }
        }}
      >
        <HeartIcon size={variant === 'page' ? 24 : 20} fill={listed ? 'currentColor' : 'none'} />
        {variant === 'page' ? <span>{pageLabel}</span> : null}
      </button>
      <HeartNotice productId={productId} shown={prompting && !loggedIn} failed={failed && loggedIn} />
    </span>
  );
}

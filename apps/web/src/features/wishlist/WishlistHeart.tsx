import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { HeartIcon } from '@/components/ui/icons';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useWishlistStore } from './wishlist-store';
import { WISHLIST_TEXT } from './wishlist-text';

interface WishlistHeartProps {
  productId: string;
  productName: string;
  /** 'card' sits on a product tile's image; 'page' stands beside the product page's buttons. */
  variant?: 'card' | 'page';
}

/**
 * The wishlist heart (product spec 1 §4): filled when the product is on the member's list; pressing it
 * adds or removes the product ('Failed to update wishlist' when that fails). A visitor is told
 * 'You need to login to your account to have a wishlist' and taken to the login page.
 */
export function WishlistHeart({ productId, productName, variant = 'card' }: WishlistHeartProps) {
  const navigate = useNavigate();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const listed = useWishlistStore((state) => loggedIn && state.ids.has(productId));
  const busy = useWishlistStore((state) => state.pending.has(productId));
  const ensureLoaded = useWishlistStore((state) => state.ensureLoaded);

  useEffect(() => {
    if (loggedIn) void ensureLoaded();
  }, [loggedIn, ensureLoaded]);

  const onClick = async () => {
    if (!loggedIn) {
      window.alert(WISHLIST_TEXT.loginToHave);
      navigate('/login');
      return;
    }
    try {
      await useWishlistStore.getState().toggle(productId);
    } catch {
      window.alert(WISHLIST_TEXT.updateFailed);
    }
  };

  return (
    <button
      type="button"
      className={`wishlist-heart wishlist-heart--${variant}${listed ? ' is-listed' : ''}`}
      // The card's heart stands alone, so it names the product; the page's shows its words.
      aria-label={variant === 'card' ? `Save ${productName} to wishlist` : undefined}
      aria-pressed={listed}
      aria-busy={busy || undefined}
      title={listed ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <HeartIcon size={variant === 'page' ? 24 : 20} fill={listed ? 'currentColor' : 'none'} />
      {variant === 'page' ? <span>Save to Wishlist</span> : null}
    </button>
  );
}

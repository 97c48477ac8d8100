import type { ReactNode } from 'react';
import { deferredPart } from '@/components/ui/Deferred';
import { onDemand } from '@/components/ui/OnDemand';
import { loadProductAdminControls } from '@/features/admin';
import { useAuthStore } from '@/features/auth';
import { loadPriceAlertSlot } from '@/features/price-alerts';
import { type Product, type ProductSlots, ProductSlotsContext } from '@/features/products';
import { loadWishlistHeart } from '@/features/wishlist';

// The heart and the price alert are drawn by the server with the page, and their code (a member's list and
// alerts, their calls to the API) is loaded apart from the page's: as the tile or the section comes into view.
const WishlistHeart = deferredPart(loadWishlistHeart, 'visible');
const PriceAlertSlot = deferredPart(loadPriceAlertSlot, 'visible');

/** Only admins load the admin controls' code. */
const ProductAdminControls = onDemand(loadProductAdminControls);

function AdminControls({ product, onChanged }: { product: Product; onChanged: () => void }) {
  const isAdmin = useAuthStore((store) => store.isAdmin);
  return isAdmin ? <ProductAdminControls product={product} onChanged={onChanged} /> : null;
}

/**
 * The wishlist heart on every product tile and page, and the admin's controls and 'Tell me below $X' on the
 * product page.
 */
const productSlots: ProductSlots = {
  wishlistHeart: (product, variant) => (
    <WishlistHeart productId={product._id} productName={product.name} variant={variant} />
  ),
  adminControls: (product, onChanged) => <AdminControls product={product} onChanged={onChanged} />,
  priceAlert: (product) => <PriceAlertSlot product={product} />,
};

/** Hands the products feature what the wishlist, admin and price-alert features add to its tiles and pages. */
export function ProductSlotsProvider({ children }: { children: ReactNode }) {
  return <ProductSlotsContext value={productSlots}>{children}</ProductSlotsContext>;
}

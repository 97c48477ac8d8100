import type { ReactNode } from 'react';
import { onDemand } from '@/components/ui/OnDemand';
import { loadProductAdminControls } from '@/features/admin';
import { useAuthStore } from '@/features/auth';
import { type Product, type ProductSlots, ProductSlotsContext } from '@/features/products';
import { WishlistHeart } from '@/features/wishlist';

/** Only admins load the admin controls' code. */
const ProductAdminControls = onDemand(loadProductAdminControls);

function AdminControls({ product, onChanged }: { product: Product; onChanged: () => void }) {
  const isAdmin = useAuthStore((store) => store.isAdmin);
  return isAdmin ? <ProductAdminControls product={product} onChanged={onChanged} /> : null;
}

/** The wishlist heart on every product tile and page, and the admin's controls on the product page. */
const productSlots: ProductSlots = {
  wishlistHeart: (product, variant) => (
    <WishlistHeart productId={product._id} productName={product.name} variant={variant} />
  ),
  adminControls: (product, onChanged) => <AdminControls product={product} onChanged={onChanged} />,
};

/** Hands the products feature what the wishlist and admin features add to its tiles and pages. */
export function ProductSlotsProvider({ children }: { children: ReactNode }) {
  return <ProductSlotsContext value={productSlots}>{children}</ProductSlotsContext>;
}

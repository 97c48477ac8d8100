import type { Product } from '@app/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What other features add to a product's tile and page, handed in by the app (`app/product-slots.tsx`) so the
 * products feature imports none of them: the wishlist heart, the admin's controls, and a member's price alert.
 */
export interface ProductSlots {
  /** The wishlist heart: 'card' sits on a tile's image, 'page' stands beside the product page's buttons. */
  wishlistHeart?: (product: Product, variant: 'card' | 'page') => ReactNode;
  /** The admin's controls under the product page's buttons; `onChanged` loads the product again. */
  adminControls?: (product: Product, onChanged: () => void) => ReactNode;
  /** 'Tell me below $X' under the product page's price history. */
  priceAlert?: (product: Product) => ReactNode;
}

export const ProductSlotsContext = createContext<ProductSlots>({});

export const useProductSlots = () => useContext(ProductSlotsContext);

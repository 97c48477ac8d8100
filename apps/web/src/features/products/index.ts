/** Public surface of the products feature, used by the pages of other features. */

import './products.css';
import './price-history/price-history.css';

export type { Product, ProductSource } from '@app/contracts';
export { fetchProduct, fetchRandomProduct, searchProducts } from './calls';
export { AffiliateDisclosure } from './components/AffiliateDisclosure';
export { DealActions } from './components/DealActions';
export { ProductCard, ProductGrid } from './components/ProductCard';
export { ProductImage } from './components/ProductImage';
export { SourceBadge, ViralBadge } from './components/ViralBadge';
export { formatPrice, formatProductPrice, shownPrice, truncateText } from './format';
export { galleryImages, hasOwnImage, PLACEHOLDER_IMAGE } from './images';
export { type ProductSlots, ProductSlotsContext } from './product-slots';
export { useProductsStore } from './products-store';
export * from './selectors';
export { ServerPageDataContext, ServerProductListContext } from './server-product-list';
export { useProducts } from './use-products';

export const loadProductPage = async () => (await import('./ProductPage')).ProductPage;

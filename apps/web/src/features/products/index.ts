/** Public surface of the products feature, used by the pages of other features. */
export { fetchProduct, fetchRandomProduct, searchProducts } from './api';
export { AffiliateDisclosure } from './components/AffiliateDisclosure';
export { ProductCard, ProductGrid } from './components/ProductCard';
export { ProductImage } from './components/ProductImage';
export { SourceBadge, ViralBadge } from './components/ViralBadge';
export { formatDate, formatPrice, truncateText } from './format';
export { galleryImages, hasOwnImage, normalizeProduct, normalizeProducts } from './normalize';
export { useProductsStore } from './products-store';
export * from './selectors';
export { LINK_COPIED_MESSAGE, shareLink } from './share';
export type { Product, ProductSource } from './types';
export { useProducts } from './use-products';

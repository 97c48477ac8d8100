import type { Product } from '@app/contracts';

/** Image shown while a product has none of its own (the API sends an empty imageUrl then). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

/** True when the product has an image of its own (not blank, not the placeholder). */
export function hasOwnImage(product: Pick<Product, 'imageUrl'>): boolean {
  return product.imageUrl.trim() !== '' && product.imageUrl !== PLACEHOLDER_IMAGE;
}

/** The images the carousel shows: the main image first, then the others, without blanks or repeats. */
export function galleryImages(product: Pick<Product, 'imageUrl' | 'images'>): string[] {
  const main = hasOwnImage(product) ? [product.imageUrl] : [];
  return [...new Set([...main, ...product.images.filter((src) => src.trim() !== '')])];
}

import { LoadingState } from '@/components/ui/StatusBlock';
import { type Product, ProductCard, useProducts } from '@/features/products';

interface WishlistGridProps {
  productIds: readonly string[];
  label: string;
  /** Shown when the list has no items. */
  emptyText: string;
}

/**
 * A wishlist's products as product tiles, read from the cached product list (product spec 1 §7); an item
 * whose product is gone shows 'Product not found'.
 */
export function WishlistGrid({ productIds, label, emptyText }: WishlistGridProps) {
  const { products, loading } = useProducts();
  if (productIds.length === 0) return <p className="profile__empty">{emptyText}</p>;
  if (loading) return <LoadingState text="Loading wishlist..." />;
  const byId = new Map<string, Product>();
  for (const product of products) {
    byId.set(product._id, product);
    if (product.asin && !byId.has(product.asin)) byId.set(product.asin, product);
  }
  return (
    <ul className="product-grid" aria-label={label}>
      {productIds.map((id) => {
        const product = byId.get(id);
        return (
          <li key={id}>
            {product ? (
              <ProductCard product={product} />
            ) : (
              <article className="product-card product-card--missing lift-card">
                <p className="product-card__missing">Product not found</p>
              </article>
            )}
          </li>
        );
      })}
    </ul>
  );
}

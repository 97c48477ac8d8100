import type { ReactNode } from 'react';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { type Product, ProductGrid } from '@/features/products';

interface CollectionProductsProps {
  loading: boolean;
  products: readonly Product[];
  /** Extra actions for the empty state. */
  emptyActions?: ReactNode;
}

/** The product grid of a collection or subcollection, with its loading and empty states. */
export function CollectionProducts({ loading, products, emptyActions }: CollectionProductsProps) {
  if (loading) return <LoadingState text="Loading products..." />;
  if (products.length === 0) {
    return (
      <MessageState emoji="🛒" title="No products found in this collection yet." actions={emptyActions}>
        <p>Our deal hunters are on it. Check back soon for fresh finds.</p>
      </MessageState>
    );
  }
  return <ProductGrid products={products} label="Products" />;
}

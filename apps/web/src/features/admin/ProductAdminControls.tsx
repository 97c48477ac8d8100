import type { Product } from '@app/contracts';
import { useState } from 'react';
import { ProductEditPanel } from './ProductEditPanel';
import { RefreshDialog } from './RefreshDialog';

interface Props {
  product: Product;
  /** The product changed on the server: the page loads it again. */
  onChanged(): void;
}

/**
 * A product page's admin controls (product spec 2 §2), shown to admins only (the server checks again):
 * 'Edit Product (Admin)' opens a panel of the product's fields and the admin password; Amazon products with an
 * ASIN also get 'Refresh Amazon Data (Admin)', a dialog that asks for the password, queues a refresh and shows
 * its progress until it is done or failed.
 */
export function ProductAdminControls({ product, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  return (
    <section className="product-admin" aria-label="Admin controls">
      <div className="product-admin__buttons">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => setEditing(!editing)}>
          Edit Product (Admin)
        </button>
        {product.source === 'amazon' && product.asin ? (
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setRefreshing(true)}>
            Refresh Amazon Data (Admin)
          </button>
        ) : null}
      </div>
      {editing ? (
        <ProductEditPanel product={product} onSaved={onChanged} onClose={() => setEditing(false)} />
      ) : null}
      {refreshing && product.asin ? (
        <RefreshDialog asin={product.asin} onFinished={onChanged} onClose={() => setRefreshing(false)} />
      ) : null}
    </section>
  );
}

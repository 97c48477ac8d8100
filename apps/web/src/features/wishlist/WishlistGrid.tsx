import type { WishlistItem } from '@app/contracts';
import { Link } from 'react-router-dom';
import {
  findProduct,
  formatProductPrice,
  type Product,
  ProductImage,
  productPath,
  shownPrice,
} from '@/features/products';
import { savedChange, savedChangeText } from './saved-change';
import { WISHLIST_TEXT } from './wishlist-text';

interface WishlistGridProps {
  items: readonly WishlistItem[];
  products: readonly Product[];
  label: string;
  /** Edit mode: every tile gets a remove button that calls this. */
  onRemove?: (productId: string) => void;
  /** Products whose removal is under way. */
  removing?: ReadonlySet<string>;
  /** The owner's own list: each price's change since it was saved ('↓ 12 % since you saved it'). */
  showSavedChange?: boolean;
}

/**
 * A wishlist's products as tiles linking to /product/{id}, resolved from the cached product list; one the
 * catalogue no longer has shows 'Product not found' (product spec 1 §2).
 */
export function WishlistGrid({
  items,
  products,
  label,
  onRemove,
  removing,
  showSavedChange,
}: WishlistGridProps) {
  return (
    <ul className="wishlist-grid" aria-label={label}>
      {items.map((item) => {
        const product = findProduct(products, item.product_id);
        const name = product?.name ?? 'the missing product';
        return (
          <li key={item.id} className={`wishlist-tile${product ? '' : ' wishlist-tile--missing'}`}>
            {product ? (
              <Link to={productPath(product._id)} className="wishlist-tile__link">
                <span className="wishlist-tile__media">
                  <ProductImage src={product.imageUrl} alt="" />
                </span>
                <span className="wishlist-tile__name">{product.name}</span>
                <span
                  className={`wishlist-tile__price${(shownPrice(product) ?? 0) > 0 ? '' : ' is-fallback'}`}
                >
                  {formatProductPrice(product)}
                </span>
                {showSavedChange ? <SavedChangeLine saved={item.saved_price} product={product} /> : null}
              </Link>
            ) : (
              <div className="wishlist-tile__link">
                <span className="wishlist-tile__media wishlist-tile__media--missing" aria-hidden="true">
                  🔍
                </span>
                <span className="wishlist-tile__name">{WISHLIST_TEXT.productNotFound}</span>
              </div>
            )}
            {onRemove ? (
              <button
                type="button"
                className="btn btn--danger btn--sm wishlist-tile__remove"
                aria-label={`Remove ${name} from wishlist`}
                disabled={removing?.has(item.product_id)}
                onClick={() => onRemove(item.product_id)}
              >
                Remove
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** '↓ 12 % since you saved it' under a tile's price; nothing when either price is unknown or unchanged. */
function SavedChangeLine({ saved, product }: { saved: number | null; product: Product }) {
  const change = savedChange(saved, shownPrice(product));
  return change ? (
    <span className={`wishlist-tile__change wishlist-tile__change--${change.direction}`}>
      {savedChangeText(change)}
    </span>
  ) : null;
}

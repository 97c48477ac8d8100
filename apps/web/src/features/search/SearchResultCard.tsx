import { useContext } from 'react';
import { Link } from 'react-router-dom';
import {
  DealActions,
  formatProductPrice,
  type Product,
  ProductImage,
  ProductSlotsContext,
  productPath,
  shownPrice,
  truncateText,
  ViralBadge,
} from '@/features/products';

/** A search result (product spec 1 §2 Search): image, viral badge, name, 100-character description, price, View Deal, Share. */
export function SearchResultCard({ product }: { product: Product }) {
  // The wishlist heart, as on every product tile: a slot the app fills (app/product-slots.tsx).
  const { wishlistHeart } = useContext(ProductSlotsContext);
  return (
    <article className="result-card">
      <Link to={productPath(product._id)} className="result-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imageUrl} alt="" />
      </Link>
      <div className="result-card__body">
        <ViralBadge viralFactor={product.viralFactor} />
        <h2 className="result-card__title">
          <Link to={productPath(product._id)}>{product.name}</Link>
        </h2>
        <p className="result-card__description">{truncateText(product.description)}</p>
        <p className={`result-card__price${(shownPrice(product) ?? 0) > 0 ? '' : ' is-fallback'}`}>
          {formatProductPrice(product)}
        </p>
        <div className="result-card__actions">
          <DealActions product={product} size="sm" />
          {wishlistHeart?.(product, 'card')}
        </div>
      </div>
    </article>
  );
}

import type { Product } from '@app/contracts';
import { Link } from 'react-router-dom';
import { CardEasterEgg } from '@/features/easter-eggs';
import { formatDate } from '@/lib/format-date';
import { formatProductPrice, shownPrice } from '../format';
import { useProductSlots } from '../product-slots';
import { productPath } from '../selectors';
import { ProductImage } from './ProductImage';
import { ViralBadge } from './ViralBadge';

interface ProductCardProps {
  product: Product;
  /** Shows 'Dropped <date>' (drops page). */
  showDropDate?: boolean;
  eager?: boolean;
  /** Heading level of the product name inside its section. */
  headingLevel?: 2 | 3;
}

/**
 * A product tile linking to /product/{_id}. The whole card is clickable through the name link's overlay;
 * the easter egg button (card variant) sits above it, in the picture's corner, so neither the egg nor its
 * message ever covers the card's text.
 */
export function ProductCard({
  product,
  showDropDate = false,
  eager = false,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { wishlistHeart } = useProductSlots();
  return (
    <article className="product-card lift-card">
      <div className="product-card__media">
        <ProductImage src={product.imageUrl} alt="" eager={eager} />
        <ViralBadge viralFactor={product.viralFactor} className="product-card__badge" />
        {wishlistHeart?.(product, 'card')}
        <CardEasterEgg productId={product._id} />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link to={productPath(product._id)} className="product-card__link">
            {product.name}
          </Link>
        </Heading>
        <p className={`product-card__price${(shownPrice(product) ?? 0) > 0 ? '' : ' is-fallback'}`}>
          {formatProductPrice(product)}
        </p>
        {showDropDate ? (
          <p className="product-card__date">
            Dropped <time dateTime={product.dropDate}>{formatDate(product.dropDate)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}

interface ProductGridProps {
  products: readonly Product[];
  label?: string;
  showDropDate?: boolean;
  /** How many leading cards load their images eagerly. */
  eagerCount?: number;
  variant?: 'grid' | 'strip';
}

export function ProductGrid({
  products,
  label,
  showDropDate = false,
  eagerCount = 4,
  variant = 'grid',
}: ProductGridProps) {
  return (
    <ul className={`product-${variant}`} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} showDropDate={showDropDate} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

import type { Product } from '@app/contracts';
import { productPath } from '../selectors';
import { ShareButton } from './ShareButton';
import { ViewDealLink } from './ViewDealLink';

/** A product's View Deal and Share buttons, at the size of the place that shows them. */
export function DealActions({ product, size }: { product: Product; size: 'sm' | 'lg' }) {
  return (
    <>
      <ViewDealLink
        href={product.affiliateUrl}
        productId={product._id}
        className={`btn btn--gradient btn--${size}`}
        productName={product.name}
      />
      <ShareButton
        title={product.name}
        path={productPath(product._id)}
        className={`btn btn--ghost btn--${size}`}
      />
    </>
  );
}

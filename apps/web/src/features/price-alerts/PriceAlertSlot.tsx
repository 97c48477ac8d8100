import type { Product } from '@app/contracts';
import { LoginRequiredNote } from '@/components/ui/LoginRequired';
import { onDemand } from '@/components/ui/OnDemand';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';

/** Only members load the alert form's code (visitors, and the server's render, see the note to log in). */
const PriceAlertBox = onDemand(async () => (await import('./PriceAlertBox')).PriceAlertBox);

/**
 * 'Tell me below $X' on a product page: a member's alert for this product (set, change, delete, re-arm); a
 * visitor is asked to log in, as for the site's other member-only actions.
 */
export function PriceAlertSlot({ product }: { product: Product }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <div className="price-alert-slot">
      {loggedIn ? (
        <PriceAlertBox product={product} />
      ) : (
        <LoginRequiredNote
          className="price-alert visitor-only"
          text="Want to hear when it drops below your price?"
        />
      )}
    </div>
  );
}

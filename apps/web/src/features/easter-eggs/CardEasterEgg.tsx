import { useEffect, useState } from 'react';
import { EGG_CARD_MESSAGE_MS } from './easter-eggs';
import { HiddenEgg } from './HiddenEgg';

/** Card variant (product spec 1 §4): a hidden egg on a product card; clicking it shows a 3-second message. */
export function CardEasterEgg({ productId }: { productId: string }) {
  const [celebrating, setCelebrating] = useState(false);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), EGG_CARD_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  if (celebrating) {
    return (
      <p className="card-egg-message" role="status">
        <span aria-hidden="true">🥚🎉</span> You found an easter egg!
      </p>
    );
  }
  return <HiddenEgg productId={productId} className="card-egg" onFound={() => setCelebrating(true)} />;
}

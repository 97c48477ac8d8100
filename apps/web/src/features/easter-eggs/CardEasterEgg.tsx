import { useEffect, useState } from 'react';
import { useEasterEggStore } from './easter-egg-store';
import { EGG_CARD_MESSAGE_MS, hasHiddenEgg } from './easter-eggs';

/** Card variant (product spec 1 §4): a hidden egg on a product card; clicking it shows a 3-second message. */
export function CardEasterEgg({ productId }: { productId: string }) {
  const found = useEasterEggStore((state) => state.found);
  const markFound = useEasterEggStore((state) => state.markFound);
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
  if (!hasHiddenEgg(productId, found)) return null;
  return (
    <button
      type="button"
      className="card-egg"
      aria-label="Hidden easter egg"
      title="Ooh, what's this?"
      onClick={() => {
        markFound(productId);
        setCelebrating(true);
      }}
    >
      <span aria-hidden="true">🥚</span>
    </button>
  );
}

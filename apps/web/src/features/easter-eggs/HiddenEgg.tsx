import { useEasterEggStore } from './easter-egg-store';
import { hasHiddenEgg } from './easter-eggs';

/**
 * The egg hidden on an egg product until this browser has found it: clicking it records the find, then `onFound`
 * shows what the finder gets (the card's message, the product page's overlay).
 */
export function HiddenEgg({
  productId,
  className,
  onFound,
}: {
  productId: string;
  className: string;
  onFound: () => void;
}) {
  const found = useEasterEggStore((state) => state.found);
  const markFound = useEasterEggStore((state) => state.markFound);
  if (!hasHiddenEgg(productId, found)) return null;
  return (
    <button
      type="button"
      className={className}
      aria-label="Hidden easter egg"
      title="Ooh, what's this?"
      onClick={() => {
        markFound(productId);
        onFound();
      }}
    >
      <span aria-hidden="true">🥚</span>
    </button>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { SocialIcon } from '@/components/ui/brand-icons';
import { SOCIAL_LINKS } from '@/config/site';
import {
  clearEggCountdown,
  EGG_OVERLAY_SECONDS,
  remainingEggSeconds,
  startEggCountdown,
} from './easter-eggs';
import { HiddenEgg } from './HiddenEgg';

/**
 * The product page's easter egg (product spec 1 §4): a small egg on the gallery, present only on the egg products
 * and only until found. Clicking it records it in `foundEasterEggs` and shows a 5-second countdown overlay.
 * Mount with `key={productId}` so another product starts fresh.
 */
export function ProductEasterEgg({ productId }: { productId: string }) {
  // A reload during the countdown resumes it (the per-product flag holds its start time).
  const [secondsLeft, setSecondsLeft] = useState(() => remainingEggSeconds(productId));

  useEffect(() => {
    if (secondsLeft <= 0) {
      clearEggCountdown(productId);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, productId]);

  if (secondsLeft > 0) return <EggOverlay secondsLeft={secondsLeft} onClose={() => setSecondsLeft(0)} />;
  return (
    <HiddenEgg
      productId={productId}
      className="product-egg"
      onFound={() => {
        startEggCountdown(productId);
        setSecondsLeft(EGG_OVERLAY_SECONDS);
      }}
    />
  );
}

function EggOverlay({ secondsLeft, onClose }: { secondsLeft: number; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cardRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="egg-overlay">
      <div
        ref={cardRef}
        className="egg-overlay__card top-stripe"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <div className="egg-overlay__emoji" aria-hidden="true">
          🥚✨
        </div>
        <h2 id={titleId}>You found a scavenger hunt item!</h2>
        <p id={textId}>
          Take a screenshot of this screen and message it to us on social media to claim your{' '}
          <strong>bonus giveaway entry</strong>.
        </p>
        <ul className="egg-overlay__socials" aria-label="Message us on">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <SocialIcon network={social.network} size={20} />
              <span className="visually-hidden">{social.label}</span>
            </li>
          ))}
        </ul>
        <p className="egg-overlay__countdown" aria-live="polite">
          Closing in <span className="egg-overlay__seconds">{secondsLeft}</span>
        </p>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import {
  formatProductPrice,
  type Product,
  ProductImage,
  pickRandom,
  productPath,
  ViralBadge,
} from '@/features/products';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { SPIN_DURATION_MS, useSpinStore } from './spin';

const PREVIEW_TICK_MS = 120;

/**
 * Feeling Lucky (product spec 1 §4): idle → spinning for 2 s (button disabled, 'Spinning...') → the result.
 * Never repeats any of the last 5 picks (see spin.ts).
 */
export function FeelingLucky({ products }: { products: readonly Product[] }) {
  const spin = useSpinStore((state) => state.spin);
  const reduceMotion = usePrefersReducedMotion();
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<Product | null>(null);
  const [preview, setPreview] = useState<Product | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // While spinning, flick through random products like a slot machine (not under reduced motion).
  useEffect(() => {
    if (!spinning || reduceMotion) return;
    const interval = setInterval(() => setPreview(pickRandom(products) ?? null), PREVIEW_TICK_MS);
    return () => clearInterval(interval);
  }, [spinning, reduceMotion, products]);

  const onSpin = () => {
    if (spinning || products.length === 0) return;
    setSpinning(true);
    setResult(null);
    setPreview(null);
    timer.current = setTimeout(() => {
      timer.current = null;
      setResult(spin(products));
      setSpinning(false);
    }, SPIN_DURATION_MS);
  };

  return (
    <section className="lucky" aria-labelledby="feeling-lucky-title">
      <div className="lucky__intro">
        <span className="lucky__emoji" aria-hidden="true">
          🎰
        </span>
        <h2 id="feeling-lucky-title" className="lucky__title">
          Feeling Lucky?
        </h2>
        <p>Spin the slot machine and we'll pull something wonderfully random out of the catalogue for you.</p>
        <BusyButton
          type="button"
          className="btn btn--gradient btn--lg lucky__button"
          onClick={onSpin}
          busy={spinning}
          busyLabel="Spinning..."
          disabled={spinning || products.length === 0}
        >
          {result ? 'Spin Again' : 'Spin'}
        </BusyButton>
      </div>

      <LuckySlot shown={spinning ? preview : result} spinning={spinning} result={result} />
    </section>
  );
}

interface LuckySlotProps {
  /** The product in the slot: a random preview while spinning, then the result. */
  shown: Product | null;
  spinning: boolean;
  result: Product | null;
}

/** The slot machine's window: the product shown (linked once the spin stops), else a placeholder. */
function LuckySlot({ shown, spinning, result }: LuckySlotProps) {
  return (
    <div className={`lucky__slot${spinning ? ' is-spinning' : ''}`}>
      {shown ? (
        <div className="lucky__result">
          <div className="lucky__media">
            <ProductImage key={shown._id} src={shown.imageUrl} alt="" eager />
          </div>
          <div className="lucky__details">
            <ViralBadge viralFactor={shown.viralFactor} />
            <p className="lucky__name">{shown.name}</p>
            <p className="lucky__price">{formatProductPrice(shown)}</p>
            {spinning ? null : (
              <Link to={productPath(shown._id)} className="btn btn--outline">
                See it →
              </Link>
            )}
          </div>
        </div>
      ) : (
        <div className="lucky__placeholder" aria-hidden="true">
          <span>{spinning ? '🌀' : '❔'}</span>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {result && !spinning ? `Your lucky pick: ${result.name}` : ''}
      </p>
    </div>
  );
}

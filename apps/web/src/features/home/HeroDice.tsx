import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DiceFace } from './DiceFace';
import { type DiceFace as Face, startDiceRoll } from './dice';

const loadLanding = () => import('./dice-landing');

/**
 * The hero's floating dice (product spec 1 §2 Home): a click rolls it (a random face every 100 ms, 11 ticks),
 * then after a 200 ms pause goes to a random product from the cached list (or the server's random pick
 * when the list is empty).
 */
export function HeroDice() {
  const navigate = useNavigate();
  const [face, setFace] = useState<Face>(5);
  const [rolling, setRolling] = useState(false);
  const [note, setNote] = useState('');
  const cancelRef = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelRef.current?.(), []);

  const land = async () => {
    cancelRef.current = null;
    // Code that failed to come is no product to land on, as a failed random pick is.
    const path = await loadLanding()
      .then((landing) => landing.landingPath())
      .catch(() => null);
    if (path) {
      navigate(path);
      return;
    }
    setRolling(false);
    setNote('No products to land on yet. Try again soon!');
  };

  const roll = () => {
    if (rolling) return;
    setRolling(true);
    setNote('');
    // Asked for as the roll starts; a failure shows when it lands.
    void loadLanding().catch(() => {});
    cancelRef.current = startDiceRoll({ onFace: setFace, onDone: () => void land() });
  };

  return (
    <div className="hero-dice">
      <button
        type="button"
        className={`hero-dice__button${rolling ? ' is-rolling' : ''}`}
        onClick={roll}
        aria-label="Roll the dice and land on a random product"
        aria-busy={rolling || undefined}
      >
        <DiceFace face={face} />
      </button>
      <p className="hero-dice__caption" aria-live="polite">
        {note || (rolling ? 'Rolling...' : 'Tap the dice for a random find')}
      </p>
    </div>
  );
}

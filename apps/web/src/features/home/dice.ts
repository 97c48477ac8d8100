/** product spec 1 §9: a face every 100 ms for more than 10 ticks, then a 200 ms pause before navigating. */
export const DICE_TICK_MS = 100;
export const DICE_MIN_TICKS = 10;
export const DICE_PAUSE_MS = 200;

export type DiceFace = 1 | 2 | 3 | 4 | 5 | 6;

export function randomFace(random: () => number = Math.random): DiceFace {
  return (1 + Math.min(5, Math.floor(random() * 6))) as DiceFace;
}

interface DiceRollOptions {
  /** Called on every tick with the new face. */
  onFace: (face: DiceFace) => void;
  /** Called once, 200 ms after the last tick. */
  onDone: () => void;
  random?: () => number;
}

/**
 * Rolls the dice: shows a random face every 100 ms; after the 11th tick (more than 10) it stops, waits
 * 200 ms and calls `onDone`. Returns a cancel function (e.g. on unmount).
 */
export function startDiceRoll({ onFace, onDone, random = Math.random }: DiceRollOptions): () => void {
  let ticks = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;
  const interval = setInterval(() => {
    ticks += 1;
    onFace(randomFace(random));
    if (ticks > DICE_MIN_TICKS) {
      clearInterval(interval);
      pause = setTimeout(onDone, DICE_PAUSE_MS);
    }
  }, DICE_TICK_MS);
  return () => {
    clearInterval(interval);
    if (pause !== undefined) clearTimeout(pause);
  };
}

import type { DiceFace as Face } from './dice';

/** Pip positions on a 100×100 face. */
const PIPS: Record<Face, ReadonlyArray<readonly [number, number]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

/** A die showing `face`, drawn in SVG so it looks the same everywhere. */
export function DiceFace({ face, className = '' }: { face: Face; className?: string }) {
  return (
    <svg className={`dice-face ${className}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="dice-face-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#ffe9f3" />
        </linearGradient>
      </defs>
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="22"
        fill="url(#dice-face-fill)"
        stroke="#1b1035"
        strokeWidth="5"
      />
      {PIPS[face].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="8.5" fill={face === 1 ? '#ff2e7e' : '#1b1035'} />
      ))}
    </svg>
  );
}

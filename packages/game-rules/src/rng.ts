import type { RngState } from './types.ts';

/*
 * sfc32: small, fast and statistically solid. Its whole state is four uint32 numbers,
 * so it lives inside the match state as plain JSON and replays exactly.
 */

const UINT32 = 2 ** 32;

/** FNV-1a, so string seeds (e.g. a match id) work as well as numeric ones. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** splitmix32 spreads one 32-bit seed over the four state words. */
function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number | string): RngState {
  const mix = splitmix32(hashString(String(seed)));
  const state: RngState = [mix(), mix(), mix(), mix()];
  // Warm-up rounds decorrelate nearby seeds.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances `state` in place and returns the next uint32. Callers pass their own copy. */
export function nextUint32(state: RngState): number {
  const [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  state[0] = (b ^ (b >>> 9)) >>> 0;
  state[1] = (c + (c << 3)) >>> 0;
  state[2] = ((((c << 21) | (c >>> 11)) + t) | 0) >>> 0;
  state[3] = (d + 1) >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, bound). */
export function nextInt(state: RngState, bound: number): number {
  return Math.floor((nextUint32(state) / UINT32) * bound);
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(items: T[], state: RngState): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}

import { create } from 'zustand';
import { readFoundEggs, writeFoundEgg } from './easter-eggs';

interface EasterEggState {
  /** Product ids whose egg this browser has found (mirrors localStorage `foundEasterEggs`). */
  found: string[];
  markFound: (productId: string) => void;
}

export const useEasterEggStore = create<EasterEggState>()((set) => ({
  // None found, as the server draws the page; this browser's finds come just below.
  found: [],
  markFound: (productId) => set({ found: writeFoundEgg(productId) }),
}));

// Read when the code runs, but not in the initial state: React adopts the server's page with the initial state
// (zustand's server snapshot), then hides the eggs this browser found.
useEasterEggStore.setState({ found: readFoundEggs() });

import { create } from 'zustand';
import { readFoundEggs, writeFoundEgg } from './easter-eggs';

interface EasterEggState {
  /** Product ids whose egg this browser has found (mirrors localStorage `foundEasterEggs`). */
  found: string[];
  markFound: (productId: string) => void;
}

export const useEasterEggStore = create<EasterEggState>()((set) => ({
  found: readFoundEggs(),
  markFound: (productId) => set({ found: writeFoundEgg(productId) }),
}));

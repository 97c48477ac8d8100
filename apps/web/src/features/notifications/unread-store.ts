import { create } from 'zustand';
import { fetchUnreadCount } from './api';

/** How often the bell asks (the bound: at most once a minute). */
export const POLL_MS = 60_000;

interface UnreadState {
  /** The logged-in member's unread notifications; null until known. */
  count: number | null;
  /** When the count was last asked for (ms), so a tab coming back does not ask more than once a minute. */
  askedAt: number;
  /** Asks the server; a failed ask keeps the last count (the bell is a hint, not a page). */
  refresh: () => Promise<void>;
  /** Takes a count the notifications page just received. */
  set: (count: number) => void;
  clear: () => void;
}

export const useUnreadStore = create<UnreadState>()((set) => ({
  count: null,
  askedAt: 0,
  refresh: async () => {
    set({ askedAt: Date.now() });
    try {
      set({ count: (await fetchUnreadCount()).unread_count });
    } catch {
      // Keep the last count; the next poll tries again.
    }
  },
  set: (count) => set({ count, askedAt: Date.now() }),
  clear: () => set({ count: null, askedAt: 0 }),
}));

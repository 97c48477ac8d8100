import type { WishlistAnswer } from '@app/contracts';
import { create } from 'zustand';
import { useAuthStore } from '@/features/auth';
import { addToWishlist, fetchWishlist, removeFromWishlist } from './api';

/** Who is logged in: the token names the session, the id the list to read. */
export interface WishlistSession {
  token: string;
  userId: number;
}

export interface WishlistDeps {
  session: () => WishlistSession | null;
  fetch: (userId: number) => Promise<Pick<WishlistAnswer, 'items'>>;
  add: (productId: string) => Promise<Pick<WishlistAnswer, 'items'>>;
  remove: (productId: string) => Promise<Pick<WishlistAnswer, 'items'>>;
}

export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WishlistState {
  /** The session the ids belong to (null: nobody's). */
  token: string | null;
  /** Product ids on the logged-in member's list. */
  ids: ReadonlySet<string>;
  status: WishlistStatus;
  /** Products whose heart is being toggled. */
  pending: ReadonlySet<string>;
  /**
   * Loads the member's list once per login. A failed lookup leaves the list empty, so every heart
   * reads 'not listed' (product spec 1 §4), and is not retried until the next login.
   */
  ensureLoaded: () => Promise<void>;
  /** Adds the product, or removes it when listed; rejects when the server refuses or cannot be reached. */
  toggle: (productId: string) => Promise<void>;
  /** Adds the product unless it is listed (or being changed) already: a save asked for before a login. */
  ensureSaved: (productId: string) => Promise<void>;
  /** Takes the list a wishlist page just read or changed, so the hearts agree with it. */
  replace: (answer: Pick<WishlistAnswer, 'items'>) => void;
  /** Forgets the list (logout). */
  clear: () => void;
}

const idsOf = (answer: Pick<WishlistAnswer, 'items'>) => new Set(answer.items.map((item) => item.product_id));

const without = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

/** Builds the store; tests pass their own session and calls. */
export function createWishlistStore(deps: WishlistDeps) {
  let loading: Promise<void> | null = null;
  /** Counts the answers that set the list: a lookup that started before one of them is out of date. */
  let writes = 0;

  return create<WishlistState>()((set, get) => {
    /** Whether `token` is still the session (an answer for an ended one is dropped). */
    const current = (token: string) => deps.session()?.token === token && get().token === token;

    /** Makes the state belong to the logged-in member, forgetting another session's list. */
    const adopt = (): WishlistSession | null => {
      const session = deps.session();
      if (get().token !== (session?.token ?? null)) {
        loading = null;
        set({ token: session?.token ?? null, ids: new Set(), status: 'idle', pending: new Set() });
      }
      return session;
    };

    return {
      token: null,
      ids: new Set(),
      status: 'idle',
      pending: new Set(),

      ensureLoaded: () => {
        const session = adopt();
        if (!session) return Promise.resolve();
        if (get().status !== 'idle') return loading ?? Promise.resolve();
        set({ status: 'loading' });
        const started = writes;
        const fresh = () => current(session.token) && writes === started;
        const request = deps.fetch(session.userId).then(
          (answer) => {
            if (fresh()) set({ ids: idsOf(answer), status: 'ready' });
          },
          () => {
            if (fresh()) set({ ids: new Set(), status: 'error' });
          },
        );
        loading = request;
        return request;
      },

      toggle: async (productId) => {
        const session = adopt();
        if (!session) throw new Error('Not logged in');
        if (get().pending.has(productId)) return;
        const listed = get().ids.has(productId);
        set({ pending: new Set(get().pending).add(productId) });
        try {
          const answer = await (listed ? deps.remove(productId) : deps.add(productId));
          if (current(session.token)) {
            writes += 1;
            set({ ids: idsOf(answer), status: 'ready' });
          }
        } finally {
          if (current(session.token)) set({ pending: without(get().pending, productId) });
        }
      },

      ensureSaved: async (productId) => {
        await get().ensureLoaded();
        if (get().ids.has(productId) || get().pending.has(productId)) return;
        await get().toggle(productId);
      },

      replace: (answer) => {
        if (!adopt()) return;
        writes += 1;
        set({ ids: idsOf(answer), status: 'ready' });
      },

      clear: () => {
        loading = null;
        set({ token: null, ids: new Set(), status: 'idle', pending: new Set() });
      },
    };
  });
}

/** The logged-in member's wishlist, for the hearts on product pages and cards. */
export const useWishlistStore = createWishlistStore({
  session: () => {
    const { token, user } = useAuthStore.getState();
    return token && user ? { token, userId: user.id } : null;
  },
  fetch: (userId) => fetchWishlist(userId),
  add: addToWishlist,
  remove: removeFromWishlist,
});

// A login loads the new member's list at once; a logout (or another member's login) forgets the old one.
useAuthStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  useWishlistStore.getState().clear();
  if (state.token && state.user) void useWishlistStore.getState().ensureLoaded();
});

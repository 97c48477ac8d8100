import { z } from 'zod';

/**
 * A member's deck as `/api/card/decks` answers it. `card_ids` is a list of
 * card ids; a row written by an older client may hold anything there, and
 * clients show such a deck as corrupted (product spec 3 §5), so the contract
 * passes it through unchecked rather than failing the whole list.
 */
export const deck = z.object({
  id: z.string(),
  name: z.string(),
  card_ids: z.unknown(),
  is_active: z.boolean(),
  /** Starter decks are flagged, or have an id starting `starter_` (product spec 3 §5: either marks one). */
  is_starter: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deck = z.infer<typeof deck>;

/** `GET /api/card/decks`. */
export const deckListAnswer = z.object({ decks: z.array(deck) });
/** `POST /api/card/decks`, `PUT /api/card/decks/:deckId`, `POST /api/card/decks/:deckId/activate`. */
export const deckAnswer = z.object({ deck });
/** `DELETE /api/card/decks/:deckId`. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** `POST /api/card/admin/add-starter-decks-for-all`. */
export const starterDecksAnswer = z.object({
  createdCount: z.number().int(),
  totalUsersWithoutDecks: z.number().int(),
  errors: z.array(z.object({ user_id: z.number().int(), error: z.string() })),
});

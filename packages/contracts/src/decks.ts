import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body } from './fields.ts';

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

/**
 * A deck to create or save: shape and size checks only. The deck rules (a name, 10 to 20 known cards, at most 4
 * copies of one) are the game's own (game-rules' validateDeck), worded by it: a name that is not text counts as
 * none, and the rule asks for one.
 */
const deckBody = body({
  name: z.preprocess(
    (name) => (typeof name === 'string' ? name : ''),
    z.string().max(60, 'Deck name must be at most 60 characters'),
  ) as unknown as z.ZodType<string, string>,
  card_ids: z.array(z.string().max(64), { error: 'card_ids must be a list of card ids' }),
});
const deckParams = z.object({ deckId: z.string().min(1).max(100) });

/** Members' decks (product spec 3 §2 Manage Decks), under /api/card/. */
export const decksEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/card/decks',
    auth: 'member',
    tag: 'decks',
    summary: "The member's decks",
    answers: { 200: deckListAnswer },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/card/decks',
    auth: 'member',
    tag: 'decks',
    summary: 'Creates a deck',
    body: deckBody,
    answers: { 201: deckAnswer },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/card/decks/:deckId',
    auth: 'member',
    tag: 'decks',
    summary: 'Saves a deck (not a starter deck)',
    params: deckParams,
    body: deckBody,
    answers: { 200: deckAnswer },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/card/decks/:deckId',
    auth: 'member',
    tag: 'decks',
    summary: 'Deletes a deck (not a starter deck)',
    params: deckParams,
    answers: { 200: okAnswer },
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/card/decks/:deckId/activate',
    auth: 'member',
    tag: 'decks',
    summary: 'Makes a deck the one the member plays with',
    params: deckParams,
    answers: { 200: deckAnswer },
  }),
  addStarterDecksForAll: endpoint({
    method: 'POST',
    path: '/api/card/admin/add-starter-decks-for-all',
    auth: 'admin',
    tag: 'decks',
    summary: 'Gives every member without a deck the starter deck',
    answers: { 200: starterDecksAnswer },
  }),
};

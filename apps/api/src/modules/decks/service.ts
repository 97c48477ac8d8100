import { randomUUID } from 'node:crypto';
import type { BodyOf, Deck, decksEndpoints } from '@app/contracts';
import type { AppDatabase } from '@app/db';
import { type DeckRow, decks, type Executor, type Transaction, users } from '@app/db';
import {
  type CardCatalogue,
  DECK_MESSAGES,
  isStarterDeckId,
  STARTER_DECK,
  STARTER_DECK_ID_PREFIX,
  validateDeck,
} from '@app/game-rules';
import { forbidden, invalid, notFound } from '@app/platform';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';

export const STARTER_DECK_NAME = 'Starter Deck';

function toDeckResponse(row: DeckRow): Deck {
  return {
    id: row.id,
    name: row.name,
    card_ids: row.cardIds,
    is_active: row.isActive,
    is_starter: isStarterDeckId(row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const starterDeckId = (userId: number) => `${STARTER_DECK_ID_PREFIX}${userId}`;

/** Gives a member the starter deck, active unless they already have an active deck. Idempotent. */
export async function ensureStarterDeck(db: Executor, userId: number): Promise<boolean> {
  const created = await db
    .insert(decks)
    .values({
      id: starterDeckId(userId),
      userId,
      name: STARTER_DECK_NAME,
      cardIds: [...STARTER_DECK],
      isActive: false,
    })
    .onConflictDoNothing()
    .returning({ id: decks.id });
  await db.execute(sql`
    update ${decks} set is_active = true
    where ${decks.id} = ${starterDeckId(userId)}
      and not exists (select 1 from ${decks} d where d.user_id = ${userId} and d.is_active)`);
  return created.length > 0;
}

export async function listDecks(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(decks)
    .where(eq(decks.userId, userId))
    .orderBy(asc(decks.createdAt), asc(decks.id));
  return rows.map(toDeckResponse);
}

/** A deck as a member sends it, before the game's deck rules. */
type DeckInput = BodyOf<typeof decksEndpoints.create>;

function checkedDeck(catalogue: CardCatalogue, input: DeckInput) {
  const result = validateDeck(input, catalogue);
  if (!result.ok) {
    const field = result.error === DECK_MESSAGES.nameRequired ? 'name' : 'card_ids';
    throw invalid(result.error, field);
  }
  return result;
}

export async function createDeck(
  db: AppDatabase,
  catalogue: CardCatalogue,
  userId: number,
  input: DeckInput,
) {
  const deck = checkedDeck(catalogue, input);
  const [row] = await db
    .insert(decks)
    .values({ id: `deck_${randomUUID()}`, userId, name: deck.name, cardIds: deck.card_ids })
    .returning();
  return toDeckResponse(row as DeckRow);
}

async function ownDeck(db: Executor, userId: number, deckId: string, forUpdate = false) {
  const query = db
    .select()
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Deck not found');
  return row;
}

export async function updateDeck(
  db: AppDatabase,
  catalogue: CardCatalogue,
  userId: number,
  deckId: string,
  input: DeckInput,
) {
  const existing = await ownDeck(db, userId, deckId);
  if (isStarterDeckId(existing.id)) {
    throw forbidden('Cannot edit starter deck. Please create a new deck instead.');
  }
  const deck = checkedDeck(catalogue, input);
  const [row] = await db
    .update(decks)
    .set({ name: deck.name, cardIds: deck.card_ids, updatedAt: new Date() })
    .where(eq(decks.id, existing.id))
    .returning();
  return toDeckResponse(row as DeckRow);
}

/** Takes the member's row lock, so their deck changes happen one at a time. */
async function lockMember(tx: Transaction, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function deleteDeck(db: AppDatabase, userId: number, deckId: string) {
  if (isStarterDeckId(deckId)) {
    await ownDeck(db, userId, deckId);
    throw forbidden('Cannot delete starter deck');
  }
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const existing = await ownDeck(tx, userId, deckId);
    await tx.delete(decks).where(eq(decks.id, existing.id));
    // The member always keeps an active deck: the starter deck takes over.
    if (existing.isActive) await ensureStarterDeck(tx, userId);
  });
}

export async function activateDeck(db: AppDatabase, userId: number, deckId: string) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await ownDeck(tx, userId, deckId);
    await tx
      .update(decks)
      .set({ isActive: false })
      .where(and(eq(decks.userId, userId), eq(decks.isActive, true)));
    const [row] = await tx.update(decks).set({ isActive: true }).where(eq(decks.id, deckId)).returning();
    return toDeckResponse(row as DeckRow);
  });
}

/** Admin backfill: a starter deck for every member who has no deck at all. */
export async function addStarterDecksForAll(db: AppDatabase) {
  const withoutDecks = await db
    .select({ id: users.id })
    .from(users)
    .where(notExists(db.select().from(decks).where(eq(decks.userId, users.id))));
  let createdCount = 0;
  const errors: Array<{ user_id: number; error: string }> = [];
  for (const { id } of withoutDecks) {
    try {
      if (await ensureStarterDeck(db, id)) createdCount += 1;
    } catch (error) {
      errors.push({ user_id: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { createdCount, totalUsersWithoutDecks: withoutDecks.length, errors };
}

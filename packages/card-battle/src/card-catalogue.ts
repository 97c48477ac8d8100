import { type AppDatabase, cards } from '@app/db';
import {
  CARDS,
  type Card,
  type CardCatalogue,
  createCatalogue,
  defineCard,
  parseCardEffect,
} from '@app/game-rules';
import { sql } from 'drizzle-orm';

/** Writes the game-rules catalogue into the cards table (new cards added, changed ones updated). */
export async function seedCards(db: AppDatabase) {
  await db
    .insert(cards)
    .values(
      CARDS.map((card) => ({
        id: card.id,
        name: card.name,
        cost: card.cost,
        type: card.type,
        rarity: card.rarity,
        description: card.description,
        imageUrl: card.imageUrl,
        icon: card.icon,
        effectJson: card.effect,
      })),
    )
    .onConflictDoUpdate({
      target: cards.id,
      set: {
        name: sql`excluded.name`,
        cost: sql`excluded.cost`,
        type: sql`excluded.type`,
        rarity: sql`excluded.rarity`,
        description: sql`excluded.description`,
        imageUrl: sql`excluded.image_url`,
        icon: sql`excluded.icon`,
        effectJson: sql`excluded.effect_json`,
      },
    });
}

/** The card definitions as the database holds them; effect_json may be an object or a JSON string. */
export async function loadCardCatalogue(db: AppDatabase): Promise<CardCatalogue> {
  const rows = await db.select().from(cards).orderBy(cards.name);
  return createCatalogue(
    rows.map(
      (row): Card =>
        defineCard({
          id: row.id,
          name: row.name,
          cost: row.cost,
          type: row.type as Card['type'],
          rarity: row.rarity as Card['rarity'],
          icon: row.icon,
          effect: parseCardEffect(row.effectJson as string | object),
        }),
    ),
  );
}

import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { catalogueState, isUniqueViolation, mailOutbox, products } from '../src/index.ts';
import { rowsOf } from '../src/testing.ts';
import { runMigrationFile, suiteDatabase } from './support.ts';

/** Whether PostgreSQL refused with this error code and constraint (drizzle keeps the driver's error as a cause). */
function violates(error: unknown, code: string, constraint: string): boolean {
  for (
    let current = error as Record<string, unknown> | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.code === code) return (current.constraint ?? current.constraint_name) === constraint;
  }
  return false;
}

describe.each(['pglite', 'postgres'] as const)('catalogue tables on %s', (kind) => {
  const test = suiteDatabase(kind);

  it('derives the lower-cased search text from name, description and categories', async () => {
    await test.database.db.insert(products).values({
      id: 'p1',
      name: 'LED Shower',
      description: 'Colour CHANGES',
      categories: ['Bathroom', 'tiktok'],
    });
    const [row] = await test.database.db.select().from(products).where(eq(products.id, 'p1'));
    expect(row?.searchText).toContain('led shower');
    expect(row?.searchText).toContain('colour changes');
    expect(row?.searchText).toMatch(/\bbathroom\b.*\btiktok\b/);
    expect(row?.searchText).not.toMatch(/[[\]",]/);
  });

  it('has pg_trgm and a trigram index the planner uses for substring search', async () => {
    const plan = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from products where search_text like '%shower%'`);
    });
    expect(JSON.stringify(rowsOf(plan))).toContain('products_search_trgm_idx');
  });

  it('derives an English tsvector weighted by field (name A, categories B, description C) with a GIN index', async () => {
    await test.database.db.insert(products).values({
      id: 'vector-1',
      name: 'Glowing Lamps',
      description: 'Lights the whole room',
      categories: ['Night-Owl'],
    });
    const vector = rowsOf<{ v: string }>(
      await test.database.db.execute(
        sql`select search_vector::text as v from products where id = 'vector-1'`,
      ),
    )[0]?.v;
    // Stems, positions and weights: the same on PGlite and PostgreSQL (the 'english' configuration).
    expect(vector).toBe(
      "'glow':1A 'lamp':2A 'light':6C 'night':4B 'night-owl':3B 'owl':5B 'room':9C 'whole':8C",
    );
    const plan = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from products where search_vector @@ websearch_to_tsquery('english', 'lamp')`,
      );
    });
    expect(JSON.stringify(rowsOf(plan))).toContain('products_search_vector_idx');
  });

  it('keeps ASINs unique and sources to amazon or other', async () => {
    await test.database.db
      .insert(products)
      .values({ id: 'a1', asin: 'B0UNIQUE01', name: 'A', description: 'A' });
    await expect(
      test.database.db.insert(products).values({ id: 'a2', asin: 'B0UNIQUE01', name: 'B', description: 'B' }),
    ).rejects.toSatisfy((error) => isUniqueViolation(error, 'products_asin_idx'));
    await test.database.db.insert(products).values([
      { id: 'n1', name: 'No ASIN', description: 'x' },
      { id: 'n2', name: 'No ASIN either', description: 'x' },
    ]);
    await expect(
      test.database.db
        .insert(products)
        .values({ id: 'bad', name: 'Bad', description: 'x', source: 'ebay' as 'other' }),
    ).rejects.toSatisfy((error) => violates(error, '23514', 'products_source_check'));
  });

  it('writes each outbox message once per dedupe key', async () => {
    const message = {
      dedupeKey: 'welcome-1',
      kind: 'newsletter-welcome',
      toAddress: 'a@example.com',
      subject: 's',
      text: 't',
      html: 'h',
      transport: 'outbox' as const,
    };
    await test.database.db.insert(mailOutbox).values(message);
    await expect(test.database.db.insert(mailOutbox).values(message)).rejects.toSatisfy((error) =>
      isUniqueViolation(error, 'mail_outbox_dedupe_key_idx'),
    );
  });

  it('points products loaded from the demo catalogue at its WebP pictures, and no other image (migration 0031)', async () => {
    const { db } = test.database;
    const before = [
      {
        id: 'demo-a',
        imageUrl: '/images/products/sunset-lamp.svg',
        images: ['/images/products/sunset-lamp.svg'],
      },
      {
        id: 'demo-b',
        imageUrl: '/images/products/1.svg',
        images: ['/images/products/1.svg', '/images/products/1-2.svg', '/images/products/1-3.svg'],
      },
      // An admin's own images keep their names, SVG or not; a product with no image keeps none.
      { id: 'own-a', imageUrl: '/media/products/logo.svg', images: ['https://cdn.example/x.svg'] },
      { id: 'own-b', imageUrl: '', images: [] },
      { id: 'own-c', imageUrl: 'https://cdn.example/pic.jpg', images: ['/images/products/nested/a.svg'] },
    ];
    await db.insert(products).values(before.map((row) => ({ ...row, name: row.id, description: '' })));
    await db
      .insert(catalogueState)
      .values({ id: 1, version: 7 })
      .onConflictDoUpdate({
        target: catalogueState.id,
        set: { version: 7 },
      });
    await runMigrationFile(db, '0031_demo_images_webp.sql');

    const rows = await db
      .select({ id: products.id, imageUrl: products.imageUrl, images: products.images })
      .from(products)
      .where(
        inArray(
          products.id,
          before.map((row) => row.id),
        ),
      )
      .orderBy(products.id);
    expect(rows).toEqual([
      {
        id: 'demo-a',
        imageUrl: '/images/products/sunset-lamp.webp',
        images: ['/images/products/sunset-lamp.webp'],
      },
      {
        id: 'demo-b',
        imageUrl: '/images/products/1.webp',
        images: ['/images/products/1.webp', '/images/products/1-2.webp', '/images/products/1-3.webp'],
      },
      ...before.slice(2),
    ]);
    const [state] = await db.select().from(catalogueState).where(eq(catalogueState.id, 1));
    expect(state?.version).toBe(8);
  });
});

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, timestampTz, tsvector, writtenAt } from './columns.ts';
import { users } from './users.ts';

/** The storefront's collections (seeded from @app/contracts data/collections.json; the array order is `position`). */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    emoji: text('emoji').notNull().default(''),
    description: text('description').notNull().default(''),
    showInDropdown: boolean('show_in_dropdown').notNull().default(false),
    /** An uploaded picture (a /media URL) for categories added in the admin catalogue; empty for the seeded ones. */
    imageUrl: text('image_url').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: writtenAt(),
  },
  (table) => [uniqueIndex('collections_slug_idx').on(table.slug)],
);

/** A collection's subcollections (e.g. partner → shirtvskins); slugs are unique across all of them. */
export const subcollections = pgTable(
  'subcollections',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    parentId: text('parent_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('subcollections_slug_idx').on(table.slug),
    index('subcollections_parent_idx').on(table.parentId),
  ],
);

/**
 * A product as the storefront shows it (product spec 1 §3, product spec 2 §3), already
 * normalised by the API's one write path. Search reads two columns the database derives: `search_text`
 * (lower-cased name, description and categories) with a trigram index, for substrings and typos, and
 * `search_vector` (English full-text: name weighted A, categories B, description C) with a GIN index, for
 * whole words with their other forms ('lamps' finds a lamp); so search never scans the table in JavaScript.
 */
export const products = pgTable(
  'products',
  {
    /** The spec's `_id` (falls back to the ASIN). */
    id: text('id').primaryKey(),
    /** Upper-cased; unique when present. */
    asin: text('asin'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    /** Empty when the product has no image yet (the storefront shows a placeholder). */
    imageUrl: text('image_url').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    affiliateUrl: text('affiliate_url').notNull().default('#'),
    viralFactor: text('viral_factor').notNull().default(''),
    /** Views parsed from viralFactor ('🔥 2.3M views' → 2300000), for the trending sort. */
    viralScore: doublePrecision('viral_score').notNull().default(0),
    /** Collection and subcollection ids or slugs, lower-cased. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    dropDate: writtenAt('drop_date'),
    source: text('source').$type<'amazon' | 'other'>().notNull().default('amazon'),
    availability: text('availability'),
    lastUpdated: timestampTz('last_updated'),
    createdAt: writtenAt(),
    updatedAt: writtenAt('updated_at'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || chr(10) || description || chr(10) || translate(categories::text, '[]",', '    '))`,
      ),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', translate(categories::text, '[]",', '    ')), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('products_asin_idx').on(table.asin),
    index('products_drop_date_idx').on(table.dropDate.desc().nullsFirst(), table.id),
    index('products_categories_idx').using('gin', table.categories),
    // Both GIN indexes without fastupdate, as the forum's: a search never scans a pending list of recent
    // writes, and the planner's cost of the indexes is not inflated by one (with 2,000 freshly written
    // products it chose a sequential scan that ran the typo comparison on every row: 24 ms instead of 0.2).
    // Products are written rarely (the admin, the daily refresh), so each write updating the index is cheap.
    index('products_search_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('products_search_vector_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    check('products_source_check', sql`${table.source} in ('amazon', 'other')`),
  ],
);

/** The product a row belongs to: deleting the product deletes the row. */
const productId = () =>
  text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * The gift finder's groups (product spec 2 §2 Admin catalogue): who a gift is for, the occasion, and a price
 * band. A recipient or occasion matches the products tagged with it and, so the finder is useful before anyone
 * tags a product, those filed under one of its `collection_keys` (fathers-day is for dad). A price band matches
 * by price alone, between `min_price` (inclusive) and `max_price` (exclusive).
 */
export const giftCategories = pgTable(
  'gift_categories',
  {
    /** The slug, e.g. for-dad, birthday, under-25. */
    id: text('id').primaryKey(),
    groupName: text('group_name').$type<'recipient' | 'occasion' | 'price'>().notNull(),
    name: text('name').notNull(),
    emoji: text('emoji').notNull().default(''),
    collectionKeys: jsonb('collection_keys').$type<string[]>().notNull().default([]),
    minPrice: numeric('min_price', { precision: 10, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 10, scale: 2, mode: 'number' }),
    position: integer('position').notNull().default(0),
    createdAt: writtenAt(),
  },
  (table) => [
    check('gift_categories_group_check', sql`${table.groupName} in ('recipient', 'occasion', 'price')`),
  ],
);

/** A product an admin filed under a recipient or occasion gift category. */
export const productGiftCategories = pgTable(
  'product_gift_categories',
  {
    productId: productId(),
    giftCategoryId: text('gift_category_id')
      .notNull()
      .references(() => giftCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.giftCategoryId] }),
    index('product_gift_categories_gift_idx').on(table.giftCategoryId),
  ],
);

/**
 * Every price a product from another shop has had, newest last (written by the product write path when the
 * price changes). Amazon's terms allow no history of its prices: Amazon products have none.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serialId(),
    productId: productId(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    recordedAt: writtenAt('recorded_at'),
  },
  (table) => [index('product_price_history_product_idx').on(table.productId, table.recordedAt)],
);

/**
 * One row. `version` goes up with every product write, in the same transaction,
 * so every API process can tell its in-memory product list is stale.
 * `demo_seeded_at` records that the first start has decided about demo data.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  demoSeededAt: timestampTz('demo_seeded_at'),
});

/** Product suggestions from the storefront's submit form, for admins to review. */
export const productSubmissions = pgTable(
  'product_submissions',
  {
    id: serialId(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt(),
  },
  (table) => [index('product_submissions_created_idx').on(table.createdAt.desc().nullsFirst(), table.id)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type CollectionRow = typeof collections.$inferSelect;
export type SubcollectionRow = typeof subcollections.$inferSelect;

/**
 * One refresh of product data from Amazon (all Amazon products, or one): asked for, running, done or failed,
 * how many products it covered, how many Amazon could not answer for and why. Admins read it; it is the
 * refresh's progress for the pages and its record for the dashboard.
 */
export const amazonRefreshRuns = pgTable(
  'amazon_refresh_runs',
  {
    id: serialId(),
    kind: text('kind').$type<'all' | 'one'>().notNull(),
    /** The product of a refresh of one. */
    asin: text('asin'),
    /** Who asked; null for the daily schedule. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Per product: `{ asin, reason }`; for a failed run, why it stopped (`{ reason }`). */
    errors: jsonb('errors').$type<Array<{ asin?: string; reason: string }>>().notNull().default([]),
    createdAt: writtenAt(),
    startedAt: timestampTz('started_at'),
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [index('amazon_refresh_runs_created_idx').on(table.createdAt.desc().nullsFirst(), table.id)],
);

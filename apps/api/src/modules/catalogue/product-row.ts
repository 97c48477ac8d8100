import type { Product } from '@app/contracts';
import { type ProductRow, products } from '@app/db';
import { asc, getTableColumns, sql } from 'drizzle-orm';

/**
 * The columns a product is read with: all but the two search columns, which are only ever read by SQL (the
 * tsvector would otherwise travel with every row and be parsed and thrown away).
 */
const { searchText: _searchText, searchVector: _searchVector, ...readColumns } = getTableColumns(products);
export const productColumns = readColumns;
type StoredProduct = Omit<ProductRow, 'searchText' | 'searchVector'>;

/**
 * Every list's first order: products with a picture before those still waiting for one (an Amazon product before its
 * first refresh), so no list opens with an 'Image pending' tile. In the query itself, so pages stay stable.
 */
export const picturedFirst = asc(sql`btrim(${products.imageUrl}) = ''`);

/** A stored product as the storefront reads it (the `product` contract). */
export function toProductResponse(row: StoredProduct): Product {
  return {
    _id: row.id,
    asin: row.asin,
    title: row.name,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.imageUrl,
    detailPageUrl: row.affiliateUrl,
    affiliateUrl: row.affiliateUrl,
    viralFactor: row.viralFactor,
    categories: row.categories,
    dropDate: row.dropDate.toISOString(),
    images: row.images,
    source: row.source,
    availability: row.availability,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

import {
  type AdminProductBody,
  type AdminProductListItem,
  type Product,
  parsePrice,
  PRODUCT_ADMIN_TEXT as TEXT,
} from '@app/contracts';
import { type AppDatabase, products } from '@app/db';
import { conflict, invalid, notFound } from '@app/platform';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { deleteProducts, findProduct, type RawProduct, saveProducts } from '../catalogue/index.ts';

/** What the product admin needs from its surroundings. */
export interface ProductAdminContext {
  db: AppDatabase;
  /** The affiliate tag of default Amazon links (`AMAZON_PARTNER_TAG`). */
  partnerTag: string;
  /** Drops this process's cached product list after a change (other processes see the catalogue version move). */
  invalidate(): void;
  /** Hears of products whose price may have changed, after the change committed (the price alerts' check). */
  pricesWritten(productIds: string[]): Promise<void>;
}

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An Amazon product's link when the admin gives none (product spec 2 §5). */
const amazonLink = (asin: string, partnerTag: string) =>
  `https://www.amazon.com/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(partnerTag)}`;

/** The list item of product spec 2 §3, with the editable fields as a JSON string (frontendData). */
export function toAdminListItem(product: Product): AdminProductListItem {
  return {
    asin: product.asin,
    title: product.title,
    price: product.price,
    imageUrl: product.imageUrl,
    detailPageUrl: product.detailPageUrl,
    availability: product.availability,
    lastUpdated: product.lastUpdated,
    frontendData: JSON.stringify({
      _id: product._id,
      name: product.name,
      description: product.description,
      images: product.images,
      affiliateUrl: product.affiliateUrl,
      viralFactor: product.viralFactor,
      categories: product.categories,
      source: product.source,
      asin: product.asin,
      dropDate: product.dropDate,
    }),
  };
}

const isDefaultAmazonLink = (link: string, asin: string) =>
  link.startsWith(`https://www.amazon.com/dp/${encodeURIComponent(asin)}?tag=`);

const blank = (value: string | undefined | null) => !value || value.trim() === '';

/**
 * When the stored price was observed: an Amazon price the admin sends is what they saw at `now`, so the 24-hour
 * rule (shownPrice) counts from their save; otherwise the stored time stands (Amazon's last answer).
 */
function priceObservedAt(
  product: { source: string; price: number | null },
  body: AdminProductBody,
  stored: Product | null,
  now: Date,
) {
  const sentAmazonPrice = product.source === 'amazon' && body.price !== undefined && product.price !== null;
  return sentAmazonPrice ? now.toISOString() : (stored?.lastUpdated ?? null);
}

/**
 * The form as it will be stored: the stored product's fields under the ones sent (a PUT sends the whole form,
 * an older client may send less), then the rules of product spec 2 §5, first failure answered with its field.
 */
function checkedProduct(
  body: AdminProductBody,
  stored: Product | null,
  partnerTag: string,
  now: Date,
): RawProduct {
  const isNew = stored === null;
  const name = body.title ?? body.name ?? stored?.name ?? '';
  const source = body.source ?? stored?.source ?? 'amazon';
  const asin = (body.asin ?? stored?.asin ?? '').trim().toUpperCase();
  const given = (body.affiliateUrl ?? body.detailPageUrl ?? stored?.affiliateUrl ?? '').trim();
  // The link the site built from the old ASIN is not the admin's: a new ASIN gets its own.
  const link = stored?.asin && asin !== stored.asin && isDefaultAmazonLink(given, stored.asin) ? '' : given;
  const price = body.price === undefined ? (stored?.price ?? null) : parsePrice(body.price);
  const imageUrl = (body.imageUrl ?? stored?.imageUrl ?? '').trim();
  const images = (body.images as string[] | undefined) ?? stored?.images ?? [];
  if (isNew && blank(body._id)) throw invalid(TEXT.idRequired, '_id');
  if (blank(name)) throw invalid(TEXT.nameRequired, 'name');
  if (source === 'amazon' && isNew && !asin) throw invalid(TEXT.asinRequired, 'asin');
  if (source === 'other') {
    if (!link || link === '#') throw invalid(TEXT.otherUrlRequired, 'affiliateUrl');
    // A link that is there but is not a web address is no product URL either.
    if (!isWebLink(link)) throw invalid(TEXT.affiliateUrlRequired, 'affiliateUrl');
    if (price === null || price <= 0) throw invalid(TEXT.otherPriceRequired, 'price');
    if (!imageUrl && images.length === 0) throw invalid(TEXT.otherImageRequired, 'imageUrl');
  }
  const affiliateUrl =
    link && link !== '#' && isWebLink(link)
      ? link
      : source === 'amazon' && asin
        ? amazonLink(asin, partnerTag)
        : '#';
  return {
    _id: isNew ? body._id?.trim() : stored._id,
    asin: asin || null,
    name,
    description: body.description ?? stored?.description ?? '',
    price,
    imageUrl,
    images,
    affiliateUrl,
    viralFactor: body.viralFactor ?? stored?.viralFactor ?? '',
    categories: (body.categories as string[] | undefined) ?? stored?.categories ?? [],
    dropDate: body.dropDate || stored?.dropDate,
    source,
    availability: body.availability ?? stored?.availability ?? null,
    lastUpdated: priceObservedAt({ source, price }, body, stored, now),
  };
}

/** Refuses an ASIN another product has, with the spec's words on the ASIN field. */
async function checkAsinFree(db: AppDatabase, asin: string | null, ownId: string | null) {
  if (!asin) return;
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.asin, asin), ownId ? ne(products.id, ownId) : undefined))
    .limit(1);
  if (taken) throw conflict(TEXT.asinInUse, 'asin');
}

/** Which fields an edit changed, before and after, for the audit log. */
function changes(before: Product | null, after: Product) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof Product)[]) {
    const from = before?.[key] ?? null;
    const to = after[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changed[key] = { from, to };
  }
  return changed;
}

async function requireProduct(db: AppDatabase, key: string) {
  const product = await findProduct(db, key);
  if (!product) throw notFound(TEXT.notFound);
  return product;
}

export async function listAsins(db: AppDatabase) {
  const rows = await db.select({ asin: products.asin }).from(products).where(isNotNull(products.asin));
  return rows.map((row) => row.asin as string).sort();
}

/** A new product (product spec 2 §5 rules); 409 when its id or ASIN is taken. */
export async function createProduct(context: ProductAdminContext, actor: AuditActor, body: AdminProductBody) {
  const { db } = context;
  const now = new Date();
  const raw = checkedProduct(body, null, context.partnerTag, now);
  const id = String(raw._id);
  if (await findProduct(db, id).then((found) => found?._id === id)) {
    throw conflict('A product with this ID already exists', '_id');
  }
  await checkAsinFree(db, raw.asin as string | null, null);
  const product = await db.transaction(async (tx) => {
    // 'skip': a product made with the same id meanwhile is left alone and this one refused.
    const written = await saveProducts(tx, [raw], { ifExists: 'skip', now });
    const saved = written.length > 0 ? await findProduct(tx, id) : null;
    if (!saved) throw conflict('A product with this ID already exists', '_id');
    await recordAudit(tx, actor, {
      action: 'products.create',
      targetType: 'product',
      targetId: id,
      details: { changes: changes(null, saved) },
    });
    return saved;
  });
  context.invalidate();
  // A product made again with the id of a deleted one may still be on wishlists.
  await context.pricesWritten([id]);
  return product;
}

/**
 * An edit of the product with this id or ASIN. A changed ASIN replaces the product (product spec 2 §4): the old
 * one is deleted and a new one made with the new ASIN, in one transaction; a product whose id was its ASIN
 * takes the new ASIN as its id, a custom id is kept.
 */
export async function updateProduct(
  context: ProductAdminContext,
  actor: AuditActor,
  key: string,
  body: AdminProductBody,
) {
  const { db } = context;
  const stored = await requireProduct(db, key);
  const now = new Date();
  const raw = checkedProduct(body, stored, context.partnerTag, now);
  const newAsin = raw.asin as string | null;
  const replacing = newAsin !== null && stored.asin !== null && newAsin !== stored.asin;
  const id = replacing && stored._id === stored.asin ? newAsin : stored._id;
  await checkAsinFree(db, newAsin, replacing ? null : stored._id);
  const result = await db.transaction(async (tx) => {
    if (replacing) await deleteProducts(tx, [stored._id]);
    await saveProducts(tx, [{ ...raw, _id: id }], { now });
    const saved = await findProduct(tx, id);
    if (!saved) throw notFound(TEXT.notFound);
    await recordAudit(tx, actor, {
      action: replacing ? 'products.replace' : 'products.update',
      targetType: 'product',
      targetId: id,
      details: { changes: changes(stored, saved), ...(replacing ? { replaced: stored._id } : {}) },
    });
    return { product: saved, replaced: replacing ? stored._id : undefined };
  });
  context.invalidate();
  await context.pricesWritten([id]);
  return result;
}

export async function removeProduct(context: ProductAdminContext, actor: AuditActor, key: string) {
  const { db } = context;
  const stored = await requireProduct(db, key);
  await db.transaction(async (tx) => {
    await deleteProducts(tx, [stored._id]);
    await recordAudit(tx, actor, {
      action: 'products.delete',
      targetType: 'product',
      targetId: stored._id,
      details: { name: stored.name, asin: stored.asin },
    });
  });
  context.invalidate();
}

/** A product a refresh can ask Amazon about: an Amazon product with an ASIN. */
export async function refreshableProduct(db: AppDatabase, asin: string) {
  const product = await requireProduct(db, asin);
  if (product.source !== 'amazon' || !product.asin) throw invalid(TEXT.notRefreshable);
  return product;
}

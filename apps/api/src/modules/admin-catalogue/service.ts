import { randomBytes } from 'node:crypto';
import { ADMIN_CATALOGUE_TEXT, CATALOGUE_IMAGE_MAX_BYTES } from '@app/contracts';
import { type AppDatabase, collections, isUniqueViolation, subcollections } from '@app/db';
import { conflict, invalid, tooLarge } from '@app/platform';
import { eq, max, or } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { bumpVersion, collectionKeys, findProduct, saveProducts, toCollection } from '../catalogue/index.ts';
import { tagProduct } from '../gifts/index.ts';
import type { MediaStore } from '../media/index.ts';
import { ImageRejected, mediaKeyOf, mediaUrl, storeImage } from '../media/index.ts';
import { discardUpload, type StreamedUpload } from './uploads.ts';

const IMAGE_RULES = { label: 'Image', maxBytes: CATALOGUE_IMAGE_MAX_BYTES, maxSide: 1200 };

/** `Cozy Lamps!` → `cozy-lamps`; empty when the name has no letters or digits. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/**
 * Checks the upload by its bytes, re-encodes it and stores it under `folder`; answers its URL. The temporary
 * file goes either way. An upload past 5 MB or not a JPEG, PNG or WebP is refused (field `image`).
 */
async function storeUpload(media: MediaStore, folder: string, upload: StreamedUpload) {
  try {
    if (upload.tooLarge) throw tooLarge(ADMIN_CATALOGUE_TEXT.imageTooLarge, 'image');
    return mediaUrl(await storeImage(media, folder, { path: upload.path }, IMAGE_RULES));
  } catch (error) {
    if (error instanceof ImageRejected) {
      const notAnImage = /must be a JPEG, PNG or WebP/.test(error.message);
      throw invalid(notAnImage ? ADMIN_CATALOGUE_TEXT.invalidImage : error.message, 'image');
    }
    throw error;
  } finally {
    await discardUpload(upload);
  }
}

/** Runs `write` with the stored image's URL; when it fails, the image is removed again. */
async function withStoredImage<T>(
  media: MediaStore,
  folder: string,
  upload: StreamedUpload,
  write: (imageUrl: string) => Promise<T>,
) {
  const imageUrl = await storeUpload(media, folder, upload);
  try {
    return await write(imageUrl);
  } catch (error) {
    const key = mediaKeyOf(imageUrl);
    if (key) await media.delete(key);
    throw error;
  }
}

export interface NewCategory {
  name: string;
  description: string;
  image: StreamedUpload;
}

/** Adds a category (a collection, after the site's own) with its picture; 409 when its name is taken. */
export async function addCategory(db: AppDatabase, media: MediaStore, actor: AuditActor, input: NewCategory) {
  const slug = slugOf(input.name) || `category-${randomBytes(4).toString('hex')}`;
  // Checked before the picture is stored; the unique index decides a race (below).
  const [[collection], [child]] = await Promise.all([
    db
      .select({ id: collections.id })
      .from(collections)
      .where(or(eq(collections.id, slug), eq(collections.slug, slug))),
    db.select({ id: subcollections.id }).from(subcollections).where(eq(subcollections.slug, slug)),
  ]);
  if (collection || child) throw conflict(ADMIN_CATALOGUE_TEXT.categoryExists, 'name');
  return withStoredImage(media, 'categories', input.image, async (imageUrl) => {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx.select({ position: max(collections.position) }).from(collections);
        const [row] = await tx
          .insert(collections)
          .values({
            id: slug,
            slug,
            name: input.name,
            description: input.description,
            imageUrl,
            position: (last?.position ?? 0) + 1,
          })
          .returning();
        if (!row) throw new Error('the category was not written');
        // The pages every API process draws list the added collections, kept per catalogue version.
        await bumpVersion(tx);
        await recordAudit(tx, actor, {
          action: 'category.create',
          targetType: 'category',
          targetId: slug,
          details: { name: input.name },
        });
        return toCollection(row, []);
      });
    } catch (error) {
      // Two admins adding the same name at once: the second finds the slug taken here.
      if (isUniqueViolation(error)) throw conflict(ADMIN_CATALOGUE_TEXT.categoryExists, 'name');
      throw error;
    }
  });
}

export interface NewCatalogueProduct {
  name: string;
  description?: string | undefined;
  price: number;
  category: string;
  giftCategory?: string | undefined;
  affiliateUrl?: string | undefined;
  image: StreamedUpload;
}

/**
 * Adds a product from another shop (the admin catalogue has no ASIN) with its picture, filed under a category
 * and, when chosen, a recipient or occasion gift category; all in one transaction with its audit entry.
 */
export async function addCatalogueProduct(
  db: AppDatabase,
  media: MediaStore,
  actor: AuditActor,
  input: NewCatalogueProduct,
) {
  const categoryKeys = await collectionKeys(db, input.category);
  if (!categoryKeys) throw invalid(ADMIN_CATALOGUE_TEXT.unknownCategory, 'category');
  const id = `${slugOf(input.name) || 'product'}-${randomBytes(3).toString('hex')}`;
  const giftCategories = input.giftCategory ? [input.giftCategory] : [];
  return withStoredImage(media, 'products', input.image, async (imageUrl) => {
    await db.transaction(async (tx) => {
      await saveProducts(tx, [
        {
          _id: id,
          name: input.name,
          description: input.description,
          price: input.price,
          imageUrl,
          images: [imageUrl],
          affiliateUrl: input.affiliateUrl,
          categories: [input.category.toLowerCase()],
          source: 'other',
        },
      ]);
      await tagProduct(tx, id, giftCategories, 'giftCategory');
      await recordAudit(tx, actor, {
        action: 'product.create',
        targetType: 'product',
        targetId: id,
        details: { name: input.name, category: input.category, gift_category: input.giftCategory ?? null },
      });
    });
    const product = await findProduct(db, id);
    if (!product) throw new Error(`product ${id} was not written`);
    return { product, giftCategories };
  });
}

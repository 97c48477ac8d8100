import path from 'node:path';
import {
  adminCatalogueProductAnswer,
  adminCategoryAnswer,
  CATALOGUE_IMAGE_MAX_BYTES,
  CATEGORY_DESCRIPTION_MIN,
  CATEGORY_NAME_MAX,
  errorBody,
  ADMIN_CATALOGUE_TEXT as TEXT,
} from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePrice } from '../catalogue/index.ts';
import { addCatalogueProduct, addCategory } from './service.ts';
import { acceptUploads, uploadField } from './uploads.ts';

/** A text field of the form, trimmed; blank counts as missing. */
const formText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string().max(max, tooLong).optional(),
  );

const categoryBody = z.object({
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: TEXT.categoryNameRequired })
      .min(1, TEXT.categoryNameRequired)
      .max(CATEGORY_NAME_MAX - 1, TEXT.categoryNameTooLong),
  ),
  description: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: TEXT.categoryDescriptionTooShort })
      .min(CATEGORY_DESCRIPTION_MIN, TEXT.categoryDescriptionTooShort)
      .max(500, 'Description must be at most 500 characters'),
  ),
  image: uploadField(TEXT.imageRequired),
});

const productBody = z.object({
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: TEXT.productNameRequired })
      .min(1, TEXT.productNameRequired)
      .max(300, 'Product name must be at most 300 characters'),
  ),
  description: formText(10_000, 'Description must be at most 10,000 characters'),
  // '19.99' or '$19.99' (the form sends text): a price the storefront can show.
  price: z.preprocess(
    (value) => parsePrice(value) ?? undefined,
    z
      .number({ error: TEXT.productPriceInvalid })
      .min(0, TEXT.productPriceInvalid)
      .max(1_000_000, TEXT.productPriceInvalid),
  ),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: TEXT.productCategoryRequired })
      .min(1, TEXT.productCategoryRequired)
      .max(100, TEXT.unknownCategory),
  ),
  giftCategory: formText(60, TEXT.unknownGiftCategory),
  // Not in product spec 2's form: the shop's page, so View Deal leads somewhere (see docs/decisions.md).
  affiliateUrl: formText(2000, 'Product link must be at most 2,000 characters').pipe(
    z.url({ protocol: /^https?$/, error: 'Product link must be an http(s) address' }).optional(),
  ),
  image: uploadField(TEXT.imageRequired),
});

/**
 * The admin catalogue (product spec 2 §2, §7): products and categories added with a picture, as multipart
 * forms from an admin. Pictures are streamed to disk (at most 5 MB), judged by their bytes, re-encoded without
 * metadata by the media pipeline and served from /media with long cache headers.
 */
export const adminCataloguePlugin = fp(
  async (app: FastifyInstance, options: { uploadDir: string }) => {
    await app.register(async (uploads) => {
      await acceptUploads(uploads, { tempDir: options.uploadDir, maxFileBytes: CATALOGUE_IMAGE_MAX_BYTES });
      const routes = uploads.withTypeProvider<ZodTypeProvider>();
      const errors = { '4xx': errorBody };

      routes.post(
        '/api/admin/categories',
        {
          onRequest: app.requireAdmin,
          schema: {
            summary: 'Add a category with a picture (multipart: name, description, image)',
            consumes: ['multipart/form-data'],
            body: categoryBody,
            response: { 201: adminCategoryAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const category = await addCategory(app.db, app.media, request.member as Member, request.body);
          return reply.status(201).send({ category });
        },
      );

      routes.post(
        '/api/admin/products',
        {
          onRequest: app.requireAdmin,
          schema: {
            summary:
              'Add a product with a picture (multipart: name, description, price, category, giftCategory, image)',
            consumes: ['multipart/form-data'],
            body: productBody,
            response: { 201: adminCatalogueProductAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const added = await addCatalogueProduct(app.db, app.media, request.member as Member, request.body);
          // This process's list moves at once; the others hear of it from the write's notification.
          app.catalogue.invalidate();
          return reply.status(201).send(added);
        },
      );
    });
  },
  { name: 'admin-catalogue', dependencies: ['auth', 'catalogue', 'media', 'gifts'] },
);

/** Where uploads wait while they are checked: beside the media, under a name no media key can have. */
export const uploadDirOf = (mediaDir: string) => path.join(mediaDir, '.uploads');

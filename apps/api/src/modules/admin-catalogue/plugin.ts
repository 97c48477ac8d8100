import path from 'node:path';
import {
  CATALOGUE_IMAGE_MAX_BYTES,
  adminCatalogueEndpoints as endpoints,
  ADMIN_CATALOGUE_TEXT as TEXT,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { addCatalogueProduct, addCategory } from './service.ts';
import { acceptUploads, formFields, uploadedFile } from './uploads.ts';

/**
 * The admin catalogue (product spec 2 §2, §7): products and categories added with a picture, as multipart
 * forms from an admin. Pictures are streamed to disk (at most 5 MB), judged by their bytes, re-encoded without
 * metadata by the media pipeline and served from /media with long cache headers.
 */
export const adminCataloguePlugin = fp(
  async (app: FastifyInstance, options: { uploadDir: string }) => {
    await app.register(async (uploads) => {
      await acceptUploads(uploads, { tempDir: options.uploadDir, maxFileBytes: CATALOGUE_IMAGE_MAX_BYTES });

      serve(uploads, endpoints.addCategory, async (request, reply) => {
        const fields = formFields(endpoints.addCategory.form, request.body);
        const image = uploadedFile(request.body, 'image', TEXT.imageRequired);
        const category = await addCategory(app.db, app.media, signedIn(request), { ...fields, image });
        // The pages this process draws list it at once (kept per catalogue version); the others hear of it too.
        app.catalogue.invalidate();
        return reply.status(201).send({ category });
      });

      serve(uploads, endpoints.addProduct, async (request, reply) => {
        const fields = formFields(endpoints.addProduct.form, request.body);
        const image = uploadedFile(request.body, 'image', TEXT.imageRequired);
        const added = await addCatalogueProduct(app.db, app.media, signedIn(request), { ...fields, image });
        // This process's list moves at once; the others hear of it from the write's notification.
        app.catalogue.invalidate();
        return reply.status(201).send(added);
      });
    });
  },
  { name: 'admin-catalogue', dependencies: ['auth', 'catalogue', 'media', 'gifts'] },
);

/** Where uploads wait while they are checked: beside the media, under a name no media key can have. */
export const uploadDirOf = (mediaDir: string) => path.join(mediaDir, '.uploads');

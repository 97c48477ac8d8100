import { mediaEndpoints as endpoints } from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import type { MediaStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (DATA_DIR/media by default). */
    media: MediaStore;
  }
}

/** A stored key never changes what it holds (a new image gets a new key), so browsers keep it for a year. */
const FOREVER = 'public, max-age=31536000, immutable';

/** Uploaded media (avatars; product images later), served from the store by key. */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: { store: MediaStore }) => {
    app.decorate('media', options.store);

    serve(app, endpoints.file, async (request, reply) => {
      const stored = await app.media.get(`${request.params.folder}/${request.params.file}`);
      if (!stored) throw notFound('Not found');
      return reply.type(stored.contentType).header('cache-control', FOREVER).send(stored.bytes);
    });
  },
  { name: 'media' },
);

import { z } from 'zod';
import { endpoint, raw } from './endpoint.ts';

export const mediaEndpoints = {
  /** A stored key never changes what it holds, so the answer is cached for good. */
  file: endpoint({
    method: 'GET',
    path: '/media/:folder/:file',
    auth: 'none',
    tag: 'media',
    summary: 'An uploaded image (an avatar), cached for good',
    params: z.object({ folder: z.string(), file: z.string() }),
    answers: { 200: raw('image/*', 'The image (image/webp, image/jpeg or image/png)') },
  }),
};

import { z } from 'zod';
import { body, requiredId, requiredText } from '../../lib/validation.ts';

/** Product ids are 1 to 100 characters (the catalogue's rule); an unknown one is answered 404 by the service. */
const productId = requiredText('product_id', { max: 100 });

export const productBody = body({ product_id: productId });

export const togglePublicBody = body({
  wishlist_id: requiredId('wishlist_id'),
  is_public: z.boolean({
    error: (issue) => (issue.input == null ? 'is_public is required' : 'is_public must be true or false'),
  }),
});

export const ownerParams = z.object({ userId: requiredId('userId') });

/** Any text: a slug that cannot exist is answered like one that does not (404). */
export const shareParams = z.object({ share_slug: z.string() });

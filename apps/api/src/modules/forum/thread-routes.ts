import { createHash } from 'node:crypto';
import { forumEndpoints as endpoints, sectionOfCategory } from '@app/contracts';
import { invalid } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';
import { decodeImageDataUrl, ImageRejected, mediaUrl, storeImage } from '../media/index.ts';
import { type ForumGuards, memberOf, viewerOf } from './guards.ts';
import { deleteThread, updateThread } from './moderation.ts';
import { countView, markRead } from './reads.ts';
import { createThread, getThread } from './threads.ts';

const FORUM_IMAGE = { label: 'Image', maxBytes: 3 * 1024 * 1024, maxSide: 1600 };
const ok = { success: true as const };

/** Threads: posting one, reading it (and counting the view and the read), moderating and deleting it. */
export function threadRoutes(app: FastifyInstance, guards: ForumGuards) {
  /** A new thread's image: an image uploaded as a data URL, re-encoded and stored; nothing else. */
  async function storedImage(value: string | null | undefined) {
    if (!value) return null;
    const bytes = decodeImageDataUrl(value);
    if (!bytes) throw invalid('The image must be a JPEG, PNG or WebP file', 'image_url');
    try {
      return mediaUrl(await storeImage(app.media, 'forum', bytes, FORUM_IMAGE));
    } catch (error) {
      if (error instanceof ImageRejected) throw invalid(error.message, 'image_url');
      throw error;
    }
  }

  serve(
    app,
    endpoints.createThread,
    async (request, reply) => {
      const post = request.body;
      const thread = await createThread(app.db, memberOf(request), {
        title: post.title,
        content: post.content,
        category: post.category,
        section: sectionOfCategory(post.category)?.slug as string,
        postType: post.post_type,
        flairs: post.flairs ?? [],
        imageUrl: await storedImage(post.image_url),
        // Only the product's id is taken from the poster: its card comes from the catalogue.
        productId: post.product_id || null,
      });
      return reply.status(201).send({ thread });
    },
    {
      auth: guards.loginFirst('You must be logged in to post.'),
      preHandler: guards.postingLimit('thread'),
      // An image arrives inline as base64: room for 3 MB of it.
      bodyLimit: 5 * 1024 * 1024,
    },
  );

  serve(app, endpoints.thread, (request) => getThread(app.db, viewerOf(request), request.params.id));

  serve(app, endpoints.markRead, async (request) => {
    await markRead(app.db, memberOf(request), request.params.id);
    return ok;
  });

  serve(app, endpoints.countView, async (request) => {
    // A visitor is known by a hash of their address, never the address itself.
    const viewer = request.member
      ? `member:${request.member.id}`
      : `visitor:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
    await countView(app.db, request.params.id, viewer);
    return ok;
  });

  serve(app, endpoints.updateThread, async (request) => {
    const { category, section, post_type, is_pinned, is_locked } = request.body;
    const thread = await updateThread(app.db, memberOf(request), request.params.id, {
      ...(category ? { category, section: section ?? sectionOfCategory(category)?.slug } : {}),
      ...(!category && section ? { section } : {}),
      ...(post_type ? { postType: post_type } : {}),
      ...(is_pinned === undefined ? {} : { isPinned: is_pinned }),
      ...(is_locked === undefined ? {} : { isLocked: is_locked }),
    });
    return { thread };
  });

  serve(app, endpoints.deleteThread, async (request) => {
    await deleteThread(app.db, memberOf(request), request.params.id);
    return ok;
  });
}

import { createHash } from 'node:crypto';
import {
  createThreadAnswer,
  errorBody,
  fileThreadsAnswer,
  fileThreadsBody,
  filingSuggestionsAnswer,
  forumOkAnswer,
  forumStatsAnswer,
  hypeAnswer,
  type PostType,
  queryInt,
  replyAnswer,
  sectionOfCategory,
  threadAnswer,
  threadListAnswer,
  trendingAnswer,
} from '@app/contracts';
import { users } from '@app/db';
import type { Member } from '@app/platform';
import { forbidden, invalid, unauthenticated } from '@app/platform';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RateLimit, tooManyRequests } from '../../plugins/rate-limits.ts';
import { decodeImageDataUrl, ImageRejected, mediaUrl, storeImage } from '../media/index.ts';
import {
  hypeBody,
  idParams,
  replyBody,
  threadBody,
  threadListQuery,
  threadUpdateBody,
  trendingQuery,
} from './schemas.ts';
import {
  acceptAnswer,
  countView,
  createReply,
  createThread,
  deleteReply,
  deleteThread,
  fileThreads,
  filingSuggestions,
  forumStats,
  getThread,
  isModerator,
  listThreads,
  markRead,
  toggleHype,
  trendingThreads,
  updateThread,
} from './service.ts';

/**
 * How much one member may post (Discourse's new-user limits are the anchor): in their first day 3 threads
 * and 10 replies an hour, afterwards 10 threads and 60 replies an hour. Moderators are not limited.
 */
export const POSTING_LIMITS: Record<'thread' | 'reply', { newMember: RateLimit; member: RateLimit }> = {
  thread: { newMember: { points: 3, duration: 3600 }, member: { points: 10, duration: 3600 } },
  reply: { newMember: { points: 10, duration: 3600 }, member: { points: 60, duration: 3600 } },
};
const FIRST_DAY_MS = 24 * 60 * 60 * 1000;
const FORUM_IMAGE = { label: 'Image', maxBytes: 3 * 1024 * 1024, maxSide: 1600 };

/** The admin tools' routes need a moderator's token (the OpenAPI document cannot read that off their hook). */
const STAFF_TOKEN = [{ bearerAuth: [] }];

const memberId = (request: FastifyRequest) => (request.member as Member).id;

/** The community forum (product spec 3 §2–§9): threads, nested replies, hype, accepted answers, moderation. */
export const forumPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorBody };

    /** Login required, in the spec's words for that action. */
    const loginFirst = (message: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers.authorization) throw unauthenticated(message);
      await app.authenticate(request, reply);
    };

    const limiters = {
      thread: {
        newMember: app.rateLimiter('forum-thread-new', POSTING_LIMITS.thread.newMember),
        member: app.rateLimiter('forum-thread', POSTING_LIMITS.thread.member),
      },
      reply: {
        newMember: app.rateLimiter('forum-reply-new', POSTING_LIMITS.reply.newMember),
        member: app.rateLimiter('forum-reply', POSTING_LIMITS.reply.member),
      },
    };
    const postingLimit =
      (kind: 'thread' | 'reply') => async (request: FastifyRequest, reply: FastifyReply) => {
        const id = memberId(request);
        const [member] = await app.db
          .select({ createdAt: users.createdAt, isAdmin: users.isAdmin, isModerator: users.isModerator })
          .from(users)
          .where(eq(users.id, id));
        if (member?.isAdmin || member?.isModerator) return;
        const isNew = !member || Date.now() - member.createdAt.getTime() < FIRST_DAY_MS;
        const limiter = isNew ? limiters[kind].newMember : limiters[kind].member;
        try {
          await limiter.consume(String(id));
        } catch (refusal) {
          const waitMs = (refusal as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
          throw tooManyRequests(reply, kind === 'thread' ? 'threads' : 'replies', waitMs);
        }
      };

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

    routes.get(
      '/api/forum/stats',
      { preHandler: app.identify, schema: { response: { 200: forumStatsAnswer } } },
      async (request) => forumStats(app.database, request.member?.id ?? null),
    );

    routes.get(
      '/api/forum/trending',
      {
        preHandler: app.identify,
        schema: { querystring: trendingQuery, response: { 200: trendingAnswer, ...errors } },
      },
      async (request) => ({
        threads: await trendingThreads(app.db, request.member?.id ?? null, request.query.limit),
      }),
    );

    routes.get(
      '/api/forum/threads',
      {
        preHandler: app.identify,
        schema: { querystring: threadListQuery, response: { 200: threadListAnswer, ...errors } },
      },
      async (request) => listThreads(app.db, request.member?.id ?? null, request.query),
    );

    routes.post(
      '/api/forum/thread',
      {
        // An image arrives inline as base64: room for 3 MB of it.
        bodyLimit: 5 * 1024 * 1024,
        preHandler: [loginFirst('You must be logged in to post.'), postingLimit('thread')],
        schema: { body: threadBody, response: { 201: createThreadAnswer, ...errors } },
      },
      async (request, reply) => {
        const post = request.body;
        const thread = await createThread(app.db, memberId(request), {
          title: post.title,
          content: post.content,
          category: post.category,
          section: sectionOfCategory(post.category)?.slug as string,
          postType: post.post_type as PostType,
          flairs: post.flairs ?? [],
          imageUrl: await storedImage(post.image_url),
          productId: post.product_id || null,
          productData: post.product_id ? (post.product_data ?? null) : null,
        });
        return reply.status(201).send({ thread });
      },
    );

    routes.get(
      '/api/forum/thread/:id',
      { preHandler: app.identify, schema: { params: idParams, response: { 200: threadAnswer, ...errors } } },
      async (request) => getThread(app.db, request.member?.id ?? null, request.params.id),
    );

    routes.post(
      '/api/forum/thread/:id/read',
      {
        preHandler: app.authenticate,
        schema: { params: idParams, response: { 200: forumOkAnswer, ...errors } },
      },
      async (request) => {
        await markRead(app.db, memberId(request), request.params.id);
        return { success: true as const };
      },
    );

    routes.post(
      '/api/forum/thread/:id/view',
      { preHandler: app.identify, schema: { params: idParams, response: { 200: forumOkAnswer, ...errors } } },
      async (request) => {
        // A visitor is known by a hash of their address, never the address itself.
        const viewer = request.member
          ? `member:${request.member.id}`
          : `visitor:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
        await countView(app.db, request.params.id, viewer);
        return { success: true as const };
      },
    );

    routes.put(
      '/api/forum/thread/:id',
      {
        preHandler: app.authenticate,
        schema: {
          params: idParams,
          body: threadUpdateBody,
          response: { 200: createThreadAnswer, ...errors },
        },
      },
      async (request) => {
        const { category, section, post_type, is_pinned, is_locked } = request.body;
        const thread = await updateThread(app.db, memberId(request), request.params.id, {
          ...(category ? { category, section: section ?? sectionOfCategory(category)?.slug } : {}),
          ...(!category && section ? { section } : {}),
          ...(post_type ? { postType: post_type } : {}),
          ...(is_pinned === undefined ? {} : { isPinned: is_pinned }),
          ...(is_locked === undefined ? {} : { isLocked: is_locked }),
        });
        return { thread };
      },
    );

    routes.delete(
      '/api/forum/thread/:id',
      {
        preHandler: app.authenticate,
        schema: { params: idParams, response: { 200: forumOkAnswer, ...errors } },
      },
      async (request) => {
        await deleteThread(app.db, memberId(request), request.params.id);
        return { success: true as const };
      },
    );

    routes.post(
      '/api/forum/reply',
      {
        preHandler: [loginFirst('Please log in to reply'), postingLimit('reply')],
        schema: { body: replyBody, response: { 201: replyAnswer, ...errors } },
      },
      async (request, reply) => {
        const created = await createReply(app.db, memberId(request), {
          threadId: request.body.thread_id,
          content: request.body.content,
          parentReplyId: request.body.parent_reply_id ?? null,
        });
        return reply.status(201).send({ reply: created });
      },
    );

    routes.delete(
      '/api/forum/reply/:id',
      {
        preHandler: app.authenticate,
        schema: { params: idParams, response: { 200: forumOkAnswer, ...errors } },
      },
      async (request) => {
        await deleteReply(app.db, memberId(request), request.params.id);
        return { success: true as const };
      },
    );

    routes.put(
      '/api/forum/reply/:id/accept',
      {
        preHandler: app.authenticate,
        schema: { params: idParams, response: { 200: forumOkAnswer, ...errors } },
      },
      async (request) => {
        await acceptAnswer(app.db, memberId(request), request.params.id);
        return { success: true as const };
      },
    );

    // The forum admin tools (product spec 2 §2, staff only): 'Not authenticated' without a token, 'Moderators
    // only' for members who are neither admins nor moderators; checked before the input is read.
    const moderatorsOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers.authorization) throw unauthenticated('Not authenticated');
      await app.authenticate(request, reply);
      if (!(await isModerator(app.db, memberId(request)))) throw forbidden('Moderators only');
    };

    routes.get(
      '/api/forum/admin/suggestions',
      {
        onRequest: moderatorsOnly,
        schema: {
          querystring: z.object({ page: queryInt('page', { min: 1, max: 1000, fallback: 1 }) }),
          response: { 200: filingSuggestionsAnswer, ...errors },
          security: STAFF_TOKEN,
        },
      },
      async (request) => filingSuggestions(app.db, request.query.page),
    );

    routes.post(
      '/api/forum/admin/apply',
      {
        onRequest: moderatorsOnly,
        schema: {
          body: fileThreadsBody,
          response: { 200: fileThreadsAnswer, ...errors },
          security: STAFF_TOKEN,
        },
      },
      async (request) => ({
        success: true as const,
        updated: await fileThreads(app.db, memberId(request), request.body.items),
      }),
    );

    routes.post(
      '/api/forum/hype',
      {
        preHandler: loginFirst('Please log in to hype posts'),
        schema: { body: hypeBody, response: { 200: hypeAnswer, ...errors } },
      },
      async (request) => {
        const { threadId, replyId } = request.body;
        return toggleHype(
          app.db,
          memberId(request),
          threadId !== undefined
            ? { kind: 'thread', id: threadId }
            : { kind: 'reply', id: replyId as number },
        );
      },
    );
  },
  { name: 'forum', dependencies: ['auth', 'rate-limits', 'media'] },
);

import { forbidden, unauthenticated } from '@app/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedIn } from '../../lib/contract-routes.ts';
import { type RateLimit, tooManyRequests } from '../../plugins/rate-limits.ts';
import { isModerator, posterStanding } from './moderation.ts';

// Who may call the forum's routes, in the spec's words, and how much a member may post.

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type PostKind = 'thread' | 'reply';

/**
 * How much one member may post (Discourse's new-user limits are the anchor): in their first day 3 threads
 * and 10 replies an hour, afterwards 10 threads and 60 replies an hour. Moderators are not limited.
 */
const POSTING_LIMITS: Record<PostKind, { new: RateLimit; member: RateLimit }> = {
  thread: { new: { points: 3, duration: 3600 }, member: { points: 10, duration: 3600 } },
  reply: { new: { points: 10, duration: 3600 }, member: { points: 60, duration: 3600 } },
};
const FIRST_DAY_MS = 24 * 60 * 60 * 1000;

/** The member reading, or null for a visitor. */
export const viewerOf = (request: FastifyRequest) => request.member?.id ?? null;
/** The member a member route's check has let in. */
export const memberOf = (request: FastifyRequest) => signedIn(request).id;

export interface ForumGuards {
  /** Login required, in the spec's words for that action ('Please log in to reply'). */
  loginFirst(message: string): Hook;
  /** The member's hourly limit of threads or replies. */
  postingLimit(kind: PostKind): Hook;
  /**
   * The forum admin tools (product spec 2 §2, staff only): 'Not authenticated' without a token, 'Moderators
   * only' for members who are neither admins nor moderators.
   */
  moderatorsOnly: Hook;
}

export function forumGuards(app: FastifyInstance): ForumGuards {
  const limiters = {
    thread: {
      new: app.rateLimiter('forum-thread-new', POSTING_LIMITS.thread.new),
      member: app.rateLimiter('forum-thread', POSTING_LIMITS.thread.member),
    },
    reply: {
      new: app.rateLimiter('forum-reply-new', POSTING_LIMITS.reply.new),
      member: app.rateLimiter('forum-reply', POSTING_LIMITS.reply.member),
    },
  };
  const loginFirst = (message: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) throw unauthenticated(message);
    await app.authenticate(request, reply);
  };
  return {
    loginFirst,
    postingLimit: (kind) => async (request, reply) => {
      const id = memberOf(request);
      const standing = await posterStanding(app.db, id, FIRST_DAY_MS);
      if (standing === 'staff') return;
      try {
        await limiters[kind][standing].consume(String(id));
      } catch (refusal) {
        const waitMs = (refusal as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
        throw tooManyRequests(reply, kind === 'thread' ? 'threads' : 'replies', waitMs);
      }
    },
    moderatorsOnly: async (request, reply) => {
      await loginFirst('Not authenticated')(request, reply);
      if (!(await isModerator(app.db, memberOf(request)))) throw forbidden('Moderators only');
    },
  };
}

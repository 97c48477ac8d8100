import { forumEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';
import { type ForumGuards, memberOf } from './guards.ts';
import { acceptAnswer, toggleHype } from './hype-and-answers.ts';
import { deleteReply } from './moderation.ts';
import { createReply } from './replies.ts';

const ok = { success: true as const };

/** Replies (posting, deleting, accepting one as the answer) and hype on threads and replies. */
export function replyRoutes(app: FastifyInstance, guards: ForumGuards) {
  serve(
    app,
    endpoints.reply,
    async (request, reply) => {
      const posted = await createReply(app.db, memberOf(request), {
        threadId: request.body.thread_id,
        content: request.body.content,
        parentReplyId: request.body.parent_reply_id ?? null,
      });
      return reply.status(201).send(posted);
    },
    { auth: guards.loginFirst('Please log in to reply'), preHandler: guards.postingLimit('reply') },
  );

  serve(app, endpoints.deleteReply, async (request) => {
    await deleteReply(app.db, memberOf(request), request.params.id);
    return ok;
  });

  serve(app, endpoints.acceptAnswer, async (request) => {
    await acceptAnswer(app.db, memberOf(request), request.params.id);
    return ok;
  });

  serve(
    app,
    endpoints.hype,
    (request) => {
      const { threadId, replyId } = request.body;
      return toggleHype(
        app.db,
        memberOf(request),
        threadId !== undefined ? { kind: 'thread', id: threadId } : { kind: 'reply', id: replyId as number },
      );
    },
    { auth: guards.loginFirst('Please log in to hype posts') },
  );
}

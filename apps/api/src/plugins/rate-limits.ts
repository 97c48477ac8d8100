import { tooMany } from '@app/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** A budget: `points` requests per `duration` seconds. */
export interface RateLimit {
  points: number;
  duration: number;
}

/** Public forms that create accounts, log in, write or send mail: one address's budget of requests. */
export const FORM_LIMITS = {
  register: { points: 30, duration: 60 * 60 },
  /** Every login request, right or wrong (failures have their own budgets): bounds the hashing work. */
  login: { points: 100, duration: 60 },
  /** Every Google or Apple sign-in, as many as logins: bounds the key checks and the accounts made. */
  providerSignIn: { points: 100, duration: 60 },
  newsletter: { points: 20, duration: 60 * 60 },
  submitProduct: { points: 30, duration: 60 * 60 },
  /** Reports of members and content: plenty for a real member, not for flooding the moderators. */
  report: { points: 30, duration: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A named budget: shared by every API process through Redis, or kept in this process (embedded). */
    rateLimiter(name: string, limit: RateLimit): RateLimiterAbstract;
    /** A preHandler: every request from one address spends a point of `name`'s budget; none left is 429. */
    limitPerAddress(
      name: string,
      limit: RateLimit,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** 429 with the wait in minutes (and Retry-After in seconds), e.g. `Too many requests. Try again in 3 minutes.` */
export function tooManyRequests(reply: FastifyReply, what: string, waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  reply.header('retry-after', Math.ceil(waitMs / 1000));
  return tooMany(`Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export const rateLimits = fp(
  async (app: FastifyInstance, options: { redisPrefix: string }) => {
    app.decorate('rateLimiter', (name: string, limit: RateLimit) => {
      const settings = { ...limit, keyPrefix: `${options.redisPrefix}:limit:${name}` };
      // If Redis fails, each process keeps counting in memory rather than failing the request.
      return app.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: app.redis,
            insuranceLimiter: new RateLimiterMemory(settings),
          })
        : new RateLimiterMemory(settings);
    });
    app.decorate('limitPerAddress', (name: string, limit: RateLimit) => {
      const limiter = app.rateLimiter(name, limit);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          await limiter.consume(request.ip);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          throw tooManyRequests(reply, 'requests', refusal.msBeforeNext);
        }
      };
    });
  },
  { name: 'rate-limits', dependencies: ['infrastructure'] },
);

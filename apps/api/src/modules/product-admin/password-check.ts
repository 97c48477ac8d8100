import { createHash, timingSafeEqual } from 'node:crypto';
import { PRODUCT_ADMIN_TEXT as TEXT } from '@app/contracts';
import { unauthenticated, unavailable } from '@app/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimit, tooManyRequests } from '../../plugins/rate-limits.ts';

/** Wrong admin passwords one address may send before it waits: enough for typos, not for guessing. */
const ADMIN_PASSWORD_FAILURES: RateLimit = { points: 10, duration: 15 * 60 };

/** Equal-length digests, so the comparison takes the same time whatever the password's length or content. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const samePassword = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * The product admin's shared password check (a preHandler, after the admin check): `password` in the body or
 * the query, compared in constant time, ten wrong tries per address a quarter of an hour; unset, every call
 * answers 'Admin password not configured'.
 */
export function adminPasswordCheck(app: FastifyInstance, adminPassword: string | undefined) {
  const failures = app.rateLimiter('admin-password', ADMIN_PASSWORD_FAILURES);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!adminPassword) throw unavailable(TEXT.passwordNotConfigured);
    const sent =
      (request.body as { password?: string } | undefined)?.password ??
      (request.query as { password?: string } | undefined)?.password;
    if (!sent) throw unauthenticated(TEXT.passwordRequired, 'password');
    const spent = await failures.get(request.ip);
    if (spent && spent.remainingPoints <= 0) {
      throw tooManyRequests(reply, 'wrong passwords', spent.msBeforeNext);
    }
    if (!samePassword(sent, adminPassword)) {
      await failures.consume(request.ip).catch(() => {});
      throw unauthenticated(TEXT.wrongPassword, 'password');
    }
  };
}

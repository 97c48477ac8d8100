import { createHash, timingSafeEqual } from 'node:crypto';
import {
  adminAsinsAnswer,
  adminPasswordBody,
  adminProductBody,
  adminProductDeleted,
  adminProductError,
  adminProductSaved,
  adminProductsAnswer,
  refreshRunAnswer,
  refreshRunsAnswer,
  PRODUCT_ADMIN_TEXT as TEXT,
} from '@app/contracts';
import type { Member } from '@app/platform';
import { notFound, unauthenticated, unavailable } from '@app/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RateLimit, tooManyRequests } from '../../plugins/rate-limits.ts';
import { findRun, queueRefresh, recentRuns } from '../amazon/index.ts';
import {
  createProduct,
  listAsins,
  type ProductAdminContext,
  refreshableProduct,
  removeProduct,
  toAdminListItem,
  updateProduct,
} from './service.ts';

/** Wrong admin passwords one address may send before it waits: enough for typos, not for guessing. */
export const ADMIN_PASSWORD_FAILURES: RateLimit = { points: 10, duration: 15 * 60 };

/** Equal-length digests, so the comparison takes the same time whatever the password's length or content. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const samePassword = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const keyParams = z.object({ key: z.string().trim().min(1).max(100) });
const runParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a number')
    .positive('id must be a number'),
});

/**
 * The product admin (product spec 2 §2, §5, §7): the spec's paths and answers ({success, error, field}). Two
 * checks, both on the server: the caller is a logged-in admin (bearer token), so the audit log can say who
 * changed what, and knows the shared `ADMIN_PASSWORD`, compared in constant time, ten wrong tries per address
 * a quarter of an hour; unset, every call answers 'Admin password not configured'. Unlike the original, the
 * refresh-all route is protected like the others. Refreshes run as background jobs (modules/amazon).
 */
export const productAdminPlugin = fp(
  async (
    app: FastifyInstance,
    options: { adminPassword: string | undefined; partnerTag: string; amazonConfigured: boolean },
  ) => {
    const failures = app.rateLimiter('admin-password', ADMIN_PASSWORD_FAILURES);
    const context: ProductAdminContext = {
      db: app.db,
      partnerTag: options.partnerTag,
      invalidate: () => app.catalogue.invalidate(),
    };

    async function checkPassword(request: FastifyRequest, reply: FastifyReply) {
      if (!options.adminPassword) throw unavailable(TEXT.passwordNotConfigured);
      const sent =
        (request.body as { password?: string } | undefined)?.password ??
        (request.query as { password?: string } | undefined)?.password;
      if (!sent) throw unauthenticated(TEXT.passwordRequired, 'password');
      const spent = await failures.get(request.ip);
      if (spent && spent.remainingPoints <= 0) {
        throw tooManyRequests(reply, 'wrong passwords', spent.msBeforeNext);
      }
      if (!samePassword(sent, options.adminPassword)) {
        await failures.consume(request.ip).catch(() => {});
        throw unauthenticated(TEXT.wrongPassword, 'password');
      }
    }

    await app.register(async (scope) => {
      // The admin pages read `success` on every answer, errors included.
      scope.addHook('preSerialization', async (_request, reply, payload) =>
        reply.statusCode >= 400 && payload && typeof payload === 'object' && 'error' in payload
          ? { success: false, ...payload }
          : payload,
      );
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      const guarded = { onRequest: app.requireAdmin, preHandler: checkPassword };
      const errors = { '4xx': adminProductError, 503: adminProductError };
      const actor = (request: FastifyRequest) => {
        const member = request.member as Member;
        return { id: member.id, username: member.username };
      };

      routes.get(
        '/admin/products',
        {
          ...guarded,
          schema: { querystring: adminPasswordBody, response: { 200: adminProductsAnswer, ...errors } },
        },
        async () => {
          const { products } = await app.catalogue.snapshot();
          return { success: true as const, products: products.map(toAdminListItem) };
        },
      );

      routes.get(
        '/admin/products/asins',
        {
          ...guarded,
          schema: { querystring: adminPasswordBody, response: { 200: adminAsinsAnswer, ...errors } },
        },
        async () => ({ success: true as const, asins: await listAsins(app.db) }),
      );

      routes.post(
        '/admin/products',
        {
          ...guarded,
          schema: {
            querystring: adminPasswordBody,
            body: adminProductBody,
            response: { 201: adminProductSaved, ...errors },
          },
        },
        async (request, reply) => {
          const product = await createProduct(context, actor(request), request.body);
          return reply.status(201).send({ success: true as const, product });
        },
      );

      routes.put(
        '/admin/products/:key',
        {
          ...guarded,
          schema: {
            params: keyParams,
            querystring: adminPasswordBody,
            body: adminProductBody,
            response: { 200: adminProductSaved, ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          ...(await updateProduct(context, actor(request), request.params.key, request.body)),
        }),
      );

      routes.delete(
        '/admin/products/:key',
        {
          ...guarded,
          schema: {
            params: keyParams,
            querystring: adminPasswordBody,
            body: adminPasswordBody.optional(),
            response: { 200: adminProductDeleted, ...errors },
          },
        },
        async (request) => {
          await removeProduct(context, actor(request), request.params.key);
          return { success: true as const };
        },
      );

      // A refresh is queued and answered at once (202) with its run, which the pages follow to the end.
      const refresh = async (request: FastifyRequest, reply: FastifyReply, asin?: string) => {
        if (!options.amazonConfigured) throw unavailable(TEXT.amazonNotConfigured);
        const run = await queueRefresh(app.db, app.jobs, {
          kind: asin ? 'one' : 'all',
          ...(asin ? { asin } : {}),
          requestedBy: actor(request).id,
        });
        return reply.status(202).send({ success: true as const, run });
      };

      routes.post(
        '/refresh-products',
        {
          ...guarded,
          schema: { querystring: adminPasswordBody, response: { 202: refreshRunAnswer, ...errors } },
        },
        async (request, reply) => refresh(request, reply),
      );

      routes.post(
        '/admin/refresh-product/:key',
        {
          ...guarded,
          schema: {
            params: keyParams,
            querystring: adminPasswordBody,
            response: { 202: refreshRunAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const product = await refreshableProduct(app.db, request.params.key);
          return refresh(request, reply, product.asin as string);
        },
      );

      routes.get(
        '/admin/refresh-runs',
        {
          ...guarded,
          schema: { querystring: adminPasswordBody, response: { 200: refreshRunsAnswer, ...errors } },
        },
        async () => ({ success: true as const, runs: await recentRuns(app.db, 20) }),
      );

      routes.get(
        '/admin/refresh-runs/:id',
        {
          ...guarded,
          schema: {
            params: runParams,
            querystring: adminPasswordBody,
            response: { 200: refreshRunAnswer, ...errors },
          },
        },
        async (request) => {
          const run = await findRun(app.db, request.params.id);
          if (!run) throw notFound('Refresh not found');
          return { success: true as const, run };
        },
      );
    });
  },
  { name: 'product-admin', dependencies: ['auth', 'catalogue', 'rate-limits'] },
);

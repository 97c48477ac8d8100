import { productAdminEndpoints as endpoints, PRODUCT_ADMIN_TEXT as TEXT } from '@app/contracts';
import { type Member, notFound, unavailable } from '@app/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type RouteExtras, serve, signedIn } from '../../lib/contract-routes.ts';
import { findRun, queueRefresh, recentRuns } from '../amazon/index.ts';
import { queuePriceCheck } from '../price-alerts/index.ts';
import { adminPasswordCheck } from './password-check.ts';
import {
  createProduct,
  listAsins,
  type ProductAdminContext,
  refreshableProduct,
  removeProduct,
  toAdminListItem,
  updateProduct,
} from './service.ts';

interface ProductAdminOptions {
  adminPassword: string | undefined;
  partnerTag: string;
  amazonConfigured: boolean;
}

/** The list, the ASINs in use, and adding, editing and deleting a product. */
function serveProducts(app: FastifyInstance, context: ProductAdminContext, guarded: RouteExtras) {
  serve(
    app,
    endpoints.list,
    async () => {
      const { products } = await app.catalogue.snapshot();
      return { success: true as const, products: products.map(toAdminListItem) };
    },
    guarded,
  );
  serve(
    app,
    endpoints.asins,
    async () => ({ success: true as const, asins: await listAsins(app.db) }),
    guarded,
  );
  serve(
    app,
    endpoints.create,
    async (request, reply) => {
      const product = await createProduct(context, signedIn(request), request.body);
      return reply.status(201).send({ success: true as const, product });
    },
    guarded,
  );
  serve(
    app,
    endpoints.update,
    async (request) => ({
      success: true as const,
      ...(await updateProduct(context, signedIn(request), request.params.key, request.body)),
    }),
    guarded,
  );
  serve(
    app,
    endpoints.remove,
    async (request) => {
      await removeProduct(context, signedIn(request), request.params.key);
      return { success: true as const };
    },
    guarded,
  );
}

/** Refreshes from Amazon: queued and answered at once (202) with their run, which the pages follow to the end. */
function serveRefreshes(app: FastifyInstance, amazonConfigured: boolean, guarded: RouteExtras) {
  const refresh = async (member: Member, reply: FastifyReply, asin?: string) => {
    if (!amazonConfigured) throw unavailable(TEXT.amazonNotConfigured);
    const run = await queueRefresh(app.db, app.jobs, {
      kind: asin ? 'one' : 'all',
      ...(asin ? { asin } : {}),
      requestedBy: member.id,
    });
    return reply.status(202).send({ success: true as const, run });
  };
  serve(app, endpoints.refreshAll, (request, reply) => refresh(signedIn(request), reply), guarded);
  serve(
    app,
    endpoints.refreshOne,
    async (request, reply) => {
      const product = await refreshableProduct(app.db, request.params.key);
      return refresh(signedIn(request), reply, product.asin as string);
    },
    guarded,
  );
  serve(
    app,
    endpoints.runs,
    async () => ({ success: true as const, runs: await recentRuns(app.db, 20) }),
    guarded,
  );
  serve(
    app,
    endpoints.run,
    async (request) => {
      const run = await findRun(app.db, request.params.id);
      if (!run) throw notFound('Refresh not found');
      return { success: true as const, run };
    },
    guarded,
  );
}

/**
 * The product admin (product spec 2 §2, §5, §7): the spec's paths and answers ({success, error, field}). Two
 * checks, both on the server: the caller is a logged-in admin (bearer token), so the audit log can say who
 * changed what, and knows the shared `ADMIN_PASSWORD` (adminPasswordCheck). Unlike the original, the
 * refresh-all route is protected like the others. Refreshes run as background jobs (modules/amazon).
 */
export const productAdminPlugin = fp(
  async (app: FastifyInstance, options: ProductAdminOptions) => {
    const guarded = { preHandler: adminPasswordCheck(app, options.adminPassword) };
    const context: ProductAdminContext = {
      db: app.db,
      partnerTag: options.partnerTag,
      invalidate: () => app.catalogue.invalidate(),
      // The edit is saved whatever happens here: a check that cannot be queued is logged, and the sweep finds it.
      pricesWritten: (productIds) =>
        queuePriceCheck(app.jobs, productIds, (error, context) => app.log.warn({ err: error }, context)),
    };
    await app.register(async (scope) => {
      // The admin pages read `success` on every answer, errors included.
      scope.addHook('preSerialization', async (_request, reply, payload) =>
        reply.statusCode >= 400 && payload && typeof payload === 'object' && 'error' in payload
          ? { success: false, ...payload }
          : payload,
      );
      serveProducts(scope, context, guarded);
      serveRefreshes(scope, options.amazonConfigured, guarded);
    });
  },
  { name: 'product-admin', dependencies: ['auth', 'catalogue', 'rate-limits'] },
);

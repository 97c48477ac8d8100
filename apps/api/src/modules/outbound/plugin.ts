import { outboundEndpoints as endpoints } from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { findProduct } from '../catalogue/index.ts';
import { clickReport, isWebAddress, recordClick } from './service.ts';

/**
 * Shoppers leave through `GET /go/{productId}`: the click is counted (per product and day) and the answer is a
 * 302 to the product's affiliate address. The count is written after the answer is sent, so a slow write
 * never holds the shopper up; a product whose address is not http(s) is never redirected to.
 */
export const outboundPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.go, async (request, reply) => {
      const product = await findProduct(app.db, request.params.productId);
      if (!product) throw notFound('Product not found');
      if (!isWebAddress(product.affiliateUrl)) throw notFound('This product has no deal link yet');
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer-when-downgrade');
      reply.redirect(product.affiliateUrl, 302);
      recordClick(app.db, product._id).catch((error: unknown) =>
        request.log.warn({ err: error, productId: product._id }, 'could not count an affiliate click'),
      );
      return reply;
    });

    serve(app, endpoints.clicks, async (request) => {
      const report = await clickReport(app.db, request.query.days);
      const { byId } = await app.catalogue.snapshot();
      return {
        ...report,
        // A product deleted since keeps its clicks, without a name.
        products: report.products.map((row) => ({ ...row, name: byId.get(row.product_id)?.name ?? null })),
      };
    });
  },
  { name: 'outbound', dependencies: ['auth', 'catalogue'] },
);

import { z } from 'zod';
import { clickReportAnswer } from './admin.ts';
import { endpoint, raw } from './endpoint.ts';
import { queryInt } from './fields.ts';

export const outboundEndpoints = {
  /** The click is counted (per product and day); a product whose address is not http(s) is never redirected to. */
  go: endpoint({
    method: 'GET',
    path: '/go/:productId',
    auth: 'none',
    tag: 'outbound',
    summary: "Leaves for a product's affiliate address, counting the click",
    params: z.object({
      productId: z.string().trim().min(1, 'Product not found').max(100, 'Product not found'),
    }),
    answers: { 302: raw(null, "A redirect to the product's affiliate address") },
  }),
  clicks: endpoint({
    method: 'GET',
    path: '/api/admin/clicks',
    auth: 'admin',
    tag: 'outbound',
    summary: 'Affiliate clicks per day and per product over the last days',
    query: z.object({ days: queryInt('days', { min: 1, max: 365, fallback: 30 }) }),
    answers: { 200: clickReportAnswer },
  }),
};

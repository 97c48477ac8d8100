import { z } from 'zod';
import { product, productSource } from './catalogue.ts';
import { type Endpoint, endpoint } from './endpoint.ts';

/**
 * The product admin (product spec 2 §2, §5, §7): the /admin page and the inline controls on a product page.
 * Every call carries the shared admin password (query or body) and an admin's bearer token; every answer
 * reads `success`, `error` and `field`.
 */
export const PRODUCT_ADMIN_TEXT = {
  passwordRequired: 'Admin Password is required.',
  passwordNotConfigured: 'Admin password not configured',
  wrongPassword: 'Wrong admin password.',
  idRequired: 'Product ID (Custom) is required for new products.',
  nameRequired: 'Product name/title is required.',
  asinRequired: 'Amazon ASIN is required for new Amazon products.',
  asinInUse: 'This ASIN is already in use by another product',
  otherUrlRequired: 'Product URL is required for "Other" source products.',
  otherPriceRequired: 'Valid Price is required for "Other" source products.',
  otherImageRequired: 'Image URL is required for "Other" source products.',
  affiliateUrlRequired: 'Product URL (Affiliate URL) is required for non-Amazon products.',
  notFound: 'Product not found',
  notRefreshable: 'Cannot refresh: Product is not from Amazon or missing ASIN',
  amazonNotConfigured: 'Amazon API not configured',
} as const;

/** Lists arrive as arrays (PUT) or comma-separated text (the form); either becomes trimmed, non-empty items. */
const listField = z
  .union([z.array(z.string().max(2000)).max(50), z.string().max(20_000)])
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : value.split(','))
          .map((item) => item.trim())
          .filter((item) => item.length > 0),
  );

const textField = (max: number) => z.string().max(max).optional();

/** The form's fields (product spec 2 §2) plus the password. Price may be a number or text ('$19.99'). */
export const adminProductBody = z.object({
  password: textField(200),
  _id: textField(100),
  name: textField(300),
  title: textField(300),
  description: textField(10_000),
  price: z
    .union([z.number(), z.string().max(50)])
    .nullable()
    .optional(),
  source: productSource.optional(),
  asin: textField(20),
  affiliateUrl: textField(2000),
  detailPageUrl: textField(2000),
  imageUrl: textField(2000),
  images: listField,
  categories: listField,
  viralFactor: textField(200),
  dropDate: textField(40),
  availability: textField(200),
});
export type AdminProductBody = z.input<typeof adminProductBody>;

/** The password alone: DELETE's body, and the query of the GET and refresh calls. */
export const adminPasswordBody = z.object({ password: textField(200) });

/** One product as the admin list answers it (product spec 2 §3): frontendData is a JSON string. */
export const adminProductListItem = z.object({
  asin: z.string().nullable(),
  title: z.string(),
  price: z.number().nullable(),
  imageUrl: z.string(),
  detailPageUrl: z.string(),
  availability: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  frontendData: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItem>;

export const adminProductsAnswer = z.object({
  success: z.literal(true),
  products: z.array(adminProductListItem),
});
export const adminAsinsAnswer = z.object({ success: z.literal(true), asins: z.array(z.string()) });
/** A saved product; `replaced` names the product a changed ASIN replaced. */
export const adminProductSaved = z.object({
  success: z.literal(true),
  product,
  replaced: z.string().optional(),
});
export const adminProductDeleted = z.object({ success: z.literal(true) });
/** An admin error: the project's `{ error, field? }` with `success: false`, as the admin pages read it. */
export const adminProductError = z.object({
  success: z.literal(false),
  error: z.string(),
  field: z.string().optional(),
});

/** frontendData as the admin page reads it back. */
export const adminFrontendData = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  affiliateUrl: z.string(),
  viralFactor: z.string(),
  categories: z.array(z.string()),
  source: productSource,
  asin: z.string().nullable(),
  dropDate: z.string(),
});
export type AdminFrontendData = z.infer<typeof adminFrontendData>;

/** One refresh of product data from Amazon: its progress for the pages, its record for the dashboard. */
export const amazonRefreshRun = z.object({
  id: z.number().int(),
  kind: z.enum(['all', 'one']),
  asin: z.string().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ asin: z.string().optional(), reason: z.string() })),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AmazonRefreshRun = z.infer<typeof amazonRefreshRun>;

/** `POST /refresh-products`, `POST /admin/refresh-product/{asin}` (202) and `GET /admin/refresh-runs/{id}`. */
export const refreshRunAnswer = z.object({ success: z.literal(true), run: amazonRefreshRun });
/** `GET /admin/refresh-runs`: the latest runs, newest first. */
export const refreshRunsAnswer = z.object({ success: z.literal(true), runs: z.array(amazonRefreshRun) });

/** A row id in a path (`/admin/refresh-runs/{id}`, the admin area's members and subscribers). */
export const numberIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a number')
    .positive('id must be a number'),
});

/** A product by its ASIN, or its id when it has none. */
const keyParams = z.object({ key: z.string().trim().min(1).max(100) });

/**
 * Every failure the product admin answers, with `success: false` in its body (the spec's): the password's
 * (401, 429, 503 when none is set), the admin check's (401, 403), the rules' (400, 409), an unknown product
 * (404), a refresh without Amazon (503), and a body the server cannot take (413, 415).
 */
const failures = {
  400: adminProductError,
  401: adminProductError,
  403: adminProductError,
  404: adminProductError,
  409: adminProductError,
  413: adminProductError,
  415: adminProductError,
  429: adminProductError,
  503: adminProductError,
} as const;

/**
 * A product admin endpoint: for admins, who send the shared password (`password`, in the query or the body)
 * as well; its failures carry `success: false`.
 */
function productAdminEndpoint<const E extends Omit<Endpoint, 'auth' | 'tag' | 'query'>>(definition: E) {
  return endpoint({
    ...definition,
    auth: 'admin',
    tag: 'product-admin',
    query: adminPasswordBody,
    answers: { ...definition.answers, ...failures },
  });
}

export const productAdminEndpoints = {
  list: productAdminEndpoint({
    method: 'GET',
    path: '/admin/products',
    summary: 'Every product as the admin list shows it',
    answers: { 200: adminProductsAnswer },
  }),
  asins: productAdminEndpoint({
    method: 'GET',
    path: '/admin/products/asins',
    summary: 'The ASINs in use (the form checks a new one against them)',
    answers: { 200: adminAsinsAnswer },
  }),
  create: productAdminEndpoint({
    method: 'POST',
    path: '/admin/products',
    summary: 'Add a product',
    body: adminProductBody,
    answers: { 201: adminProductSaved },
  }),
  update: productAdminEndpoint({
    method: 'PUT',
    path: '/admin/products/:key',
    summary: 'Edit the product with this ASIN or id (a changed ASIN replaces it)',
    params: keyParams,
    body: adminProductBody,
    answers: { 200: adminProductSaved },
  }),
  remove: productAdminEndpoint({
    method: 'DELETE',
    path: '/admin/products/:key',
    summary: 'Delete the product with this ASIN or id',
    params: keyParams,
    body: adminPasswordBody.optional(),
    answers: { 200: adminProductDeleted },
  }),
  refreshAll: productAdminEndpoint({
    method: 'POST',
    path: '/refresh-products',
    summary: 'Queue a refresh of every Amazon product from Amazon',
    answers: { 202: refreshRunAnswer },
  }),
  refreshOne: productAdminEndpoint({
    method: 'POST',
    path: '/admin/refresh-product/:key',
    summary: 'Queue a refresh of one Amazon product from Amazon',
    params: keyParams,
    answers: { 202: refreshRunAnswer },
  }),
  runs: productAdminEndpoint({
    method: 'GET',
    path: '/admin/refresh-runs',
    summary: 'The latest refreshes from Amazon, newest first',
    answers: { 200: refreshRunsAnswer },
  }),
  run: productAdminEndpoint({
    method: 'GET',
    path: '/admin/refresh-runs/:id',
    summary: "A refresh's progress",
    params: numberIdParams,
    answers: { 200: refreshRunAnswer },
  }),
};

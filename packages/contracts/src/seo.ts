import { z } from 'zod';
import { endpoint, raw } from './endpoint.ts';

/** `<id>.png`: the name of a preview file. */
const previewParams = z.object({ file: z.string().max(220, 'Not found') });
const previewImage = raw('image/png', 'A PNG image, 1200 × 630');

export const seoEndpoints = {
  productPreview: endpoint({
    method: 'GET',
    path: '/og/product/:file',
    auth: 'none',
    tag: 'seo',
    summary: "A product's link-preview image",
    params: previewParams,
    answers: { 200: previewImage },
  }),
  blogPreview: endpoint({
    method: 'GET',
    path: '/og/blog/:file',
    auth: 'none',
    tag: 'seo',
    summary: "A blog post's link-preview image",
    params: previewParams,
    answers: { 200: previewImage },
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    auth: 'none',
    tag: 'seo',
    summary: 'The sitemap: pages, collections, products and blog posts',
    answers: { 200: raw('application/xml', 'The sitemap (sitemaps.org)') },
  }),
};

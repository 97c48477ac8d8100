import { z } from 'zod';
import { productPage } from './catalogue.ts';
import { endpoint } from './endpoint.ts';
import { paging, queryText } from './fields.ts';

/** The gift finder's three groups (product spec 2 §2 Admin catalogue). */
export const GIFT_GROUPS = ['recipient', 'occasion', 'price'] as const;
export type GiftGroup = (typeof GIFT_GROUPS)[number];

/** A gift category: who a gift is for, the occasion, or a price band (`under-25`...). */
export const giftCategory = z.object({
  id: z.string(),
  group: z.enum(GIFT_GROUPS),
  name: z.string(),
  emoji: z.string(),
});
export type GiftCategory = z.infer<typeof giftCategory>;

/** `GET /api/gift-categories`, in each group's order. */
export const giftCategoriesAnswer = z.object({ giftCategories: z.array(giftCategory) });
export type GiftCategoriesAnswer = z.infer<typeof giftCategoriesAnswer>;

/** `POST /api/gift-categories/init`: how many were missing and made now (0 the second time), and all of them. */
export const giftCategoriesInitAnswer = giftCategoriesAnswer.extend({ created: z.number().int() });

/** The gift finder's filters as the /gifts page's URL carries them (`?for=for-dad&occasion=birthday&price=under-50`). */
export const GIFT_FILTER_PARAMS = {
  recipient: 'for',
  occasion: 'occasion',
  price: 'price',
} as const satisfies Record<GiftGroup, string>;

export const giftsEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/api/gift-categories',
    auth: 'none',
    tag: 'gifts',
    summary: 'The gift categories, by group',
    answers: { 200: giftCategoriesAnswer },
  }),
  initCategories: endpoint({
    method: 'POST',
    path: '/api/gift-categories/init',
    auth: 'admin',
    tag: 'gifts',
    summary: 'Make the gift categories that are missing (admins; idempotent)',
    answers: { 200: giftCategoriesInitAnswer },
  }),
  find: endpoint({
    method: 'GET',
    path: '/api/gifts',
    auth: 'none',
    tag: 'gifts',
    summary: 'Products for a recipient (for), an occasion and a price band (each optional)',
    // The /gifts page's own parameters (`for`, `occasion`, `price`) and paging.
    query: z.object({
      [GIFT_FILTER_PARAMS.recipient]: queryText(GIFT_FILTER_PARAMS.recipient, 60),
      [GIFT_FILTER_PARAMS.occasion]: queryText(GIFT_FILTER_PARAMS.occasion, 60),
      [GIFT_FILTER_PARAMS.price]: queryText(GIFT_FILTER_PARAMS.price, 60),
      ...paging({ fallback: 24, max: 100 }),
    }),
    answers: { 200: productPage },
  }),
};

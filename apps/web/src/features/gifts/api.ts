import { giftCategoriesAnswer, productPage } from '@app/contracts';
import { api } from '@/lib/api-client';
import { type GiftChoice, paramsFromChoice } from './gift-filters';

/** How many gifts the finder asks for at a time ('Show more' asks for the next ones). */
export const GIFTS_PAGE_SIZE = 24;

export const fetchGiftCategories = (signal?: AbortSignal) =>
  api.read('/api/gift-categories', { schema: giftCategoriesAnswer, ...(signal ? { signal } : {}) });

export function fetchGifts(choice: GiftChoice, offset: number, signal?: AbortSignal) {
  const params = paramsFromChoice(choice);
  params.set('limit', String(GIFTS_PAGE_SIZE));
  if (offset > 0) params.set('offset', String(offset));
  return api.read(`/api/gifts?${params}`, { schema: productPage, ...(signal ? { signal } : {}) });
}

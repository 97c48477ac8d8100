import { GIFT_FILTER_PARAMS, giftsEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';
import type { GiftChoice } from './gift-filters';

/** How many gifts the finder asks for at a time ('Show more' asks for the next ones). */
export const GIFTS_PAGE_SIZE = 24;

export const fetchGiftCategories = (signal?: AbortSignal) => api(giftsEndpoints.categories, { signal });

export function fetchGifts(choice: GiftChoice, offset: number, signal?: AbortSignal) {
  const query = {
    [GIFT_FILTER_PARAMS.recipient]: choice.recipient,
    [GIFT_FILTER_PARAMS.occasion]: choice.occasion,
    [GIFT_FILTER_PARAMS.price]: choice.price,
    limit: GIFTS_PAGE_SIZE,
    offset: offset > 0 ? offset : undefined,
  };
  return api(giftsEndpoints.find, { query, signal });
}

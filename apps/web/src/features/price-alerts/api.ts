import { type PriceAlert, priceAlertEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

/** The member's target-price alerts, newest first. */
export const fetchPriceAlerts = async (signal?: AbortSignal): Promise<PriceAlert[]> =>
  (await api(priceAlertEndpoints.list, { signal })).alerts;

/**
 * Sets (or re-arms) the member's alert for the product. The typed text goes as a number, or as nothing when it
 * is not one, so the server says what is wrong in its own words.
 */
export const setPriceAlert = (productId: string, belowText: string) =>
  api(priceAlertEndpoints.create, { body: { product_id: productId, below: priceOf(belowText) } });

export const deletePriceAlert = (id: number) => api(priceAlertEndpoints.remove, { params: { id } });

/** '$1,299.5' → 1299.5; blank or not a number → NaN (sent as null). */
export function priceOf(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  type PriceHistory,
  pageData,
  priceHistoryEndpoints,
} from '@app/contracts';
import { useContext, useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { jsonInPage, type Page } from '../page-data';
import { ServerPageDataContext } from '../server-product-list';

/**
 * The page's own data the server sent with it (a product page's price history), so the browser's first render
 * draws what the server drew. Null when the page carries none or it does not parse (the page then asks for it).
 */
export const pageDataInPage = (page: Page = globalThis.document): PageData | null =>
  jsonInPage(PAGE_DATA_ELEMENT_ID, pageData, "The page's data", page);

/** `GET /api/products/{id}/price-history`. */
export const fetchPriceHistory = (idOrAsin: string, signal?: AbortSignal) =>
  api(priceHistoryEndpoints.history, { params: { idOrAsin }, signal });

export type HistoryState =
  | { status: 'loading' }
  | { status: 'ready'; history: PriceHistory }
  | { status: 'failed' };

/**
 * The page data is the first page's: once that page has been drawn, a product page reached later (by a link in
 * the app) asks the server, and so does the first one when it is drawn again (it may have changed since).
 */
let pageDataDrawn = false;

function historyInPage(server: PageData | null, productId: string): PriceHistory | null {
  const data = server ?? (pageDataDrawn ? null : pageDataInPage());
  return data?.priceHistory?.product_id === productId ? data.priceHistory : null;
}

/**
 * The product's price history: in the first render from the data the page came with (the server's render, and the
 * browser's adopting it), otherwise asked for. `attempt` asks again ('Try again').
 */
export function usePriceHistory(productId: string, attempt: number): HistoryState {
  const server = useContext(ServerPageDataContext);
  const [state, setState] = useState<HistoryState>(() => {
    const history = historyInPage(server, productId);
    return history ? { status: 'ready', history } : { status: 'loading' };
  });
  const fromPage = attempt === 0 && state.status === 'ready';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after 'Try again'
  useEffect(() => {
    pageDataDrawn = true;
    if (fromPage) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPriceHistory(productId, controller.signal).then(
      (history) => setState({ status: 'ready', history }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [productId, attempt]);

  return state;
}

import { PRODUCT_LIST_ELEMENT_ID, type Product, productList } from '@app/contracts';
import type { z } from 'zod';

export type Page = Pick<Document, 'getElementById'> | undefined;

/** The JSON the server sent inside the page in element `id`, checked by `schema`; null when absent or wrong. */
export function jsonInPage<T>(id: string, schema: z.ZodType<T>, what: string, page: Page): T | null {
  const text = page?.getElementById(id)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.error(`${what} in the page is not JSON`);
    return null;
  }
  const checked = schema.safeParse(value);
  if (!checked.success) {
    console.error(`${what} in the page does not match its contract`, checked.error.issues);
    return null;
  }
  return checked.data;
}

/**
 * The product list the server sent inside the page (home, drops, collections and product pages carry it, so the
 * browser draws them without asking `GET /products` after its code has run), checked by its contract like any
 * answer. Null when the page carries none, or what it carries does not parse (the store then loads the list).
 */
export const productListInPage = (page: Page = globalThis.document): Product[] | null =>
  jsonInPage(PRODUCT_LIST_ELEMENT_ID, productList, 'The product list', page);

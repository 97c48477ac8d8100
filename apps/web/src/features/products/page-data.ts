import { PRODUCT_LIST_ELEMENT_ID, type Product, productList } from '@app/contracts';

/**
 * The product list the server sent inside the page (home, drops, collections and product pages carry it, so the
 * browser draws them without asking `GET /products` after its code has run), checked by its contract like any
 * answer. Null when the page carries none, or what it carries does not parse (the store then loads the list).
 */
export function productListInPage(
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Product[] | null {
  const text = page?.getElementById(PRODUCT_LIST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.error('The product list in the page is not JSON');
    return null;
  }
  const checked = productList.safeParse(value);
  if (!checked.success) {
    console.error('The product list in the page does not match its contract', checked.error.issues);
    return null;
  }
  return checked.data;
}

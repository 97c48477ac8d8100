import type * as Api from './api';

// The catalogue's calls as other features make them: each loads the API's code (the client, the catalogue's
// contracts, zod) with the first call, so no page starts with it because a feature might call later. (A static
// re-export of './api' would put that code in the first bundle: the bundler keeps a module there when the start-up
// code reaches it, whether or not anything uses it.)
const loadApi = () => import('./api');

export const fetchProduct: typeof Api.fetchProduct = async (...args) =>
  (await loadApi()).fetchProduct(...args);

export const fetchRandomProduct: typeof Api.fetchRandomProduct = async (...args) =>
  (await loadApi()).fetchRandomProduct(...args);

export const searchProducts: typeof Api.searchProducts = async (...args) =>
  (await loadApi()).searchProducts(...args);

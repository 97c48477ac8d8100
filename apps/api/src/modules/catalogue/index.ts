// The module's public face: what other modules and the app's entry points may use of it.

export type { RawProduct } from './normalise.ts';
export { parsePrice } from './normalise.ts';
export { cataloguePlugin } from './plugin.ts';
export {
  bumpVersion,
  collectionKeys,
  deleteProducts,
  findProduct,
  listCollections,
  queryProducts,
  saveProducts,
} from './service.ts';

// The module's public face: what other modules and the app's entry points may use of it.

export { collectionKeys, listCollections, toCollection } from './collections.ts';
export type { RawProduct } from './normalise.ts';
export { cataloguePlugin } from './plugin.ts';
export { pagePriceHistories, priceHistoryOf } from './price-history.ts';
export { findProduct, queryProducts } from './queries.ts';
export { bumpVersion, deleteProducts, saveProducts } from './writes.ts';

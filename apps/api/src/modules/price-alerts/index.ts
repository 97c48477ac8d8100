// The module's public face: what other modules and the app's entry points may use of it.
export {
  PRICE_SWEEP_EVERY_MS,
  PRICE_SWEEP_JOB,
  priceJobHandlers,
  productsToCheck,
  queuePriceCheck,
} from './checks.ts';
export { markEmailed, type PriceLine, priceLinesWaiting } from './email-lines.ts';
export { priceAlertsPlugin } from './plugin.ts';
export { productPriceNow } from './shown-price.ts';

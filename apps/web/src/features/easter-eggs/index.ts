/** Easter eggs hidden on product cards and product pages, and the record of those found. */
export { CardEasterEgg } from './CardEasterEgg';
export { ProductEasterEgg } from './ProductEasterEgg';

/** Easter eggs hidden on product cards and product pages, and the record of those found. */

import './easter-eggs.css';

export { CardEasterEgg } from './CardEasterEgg';
export { ProductEasterEgg } from './ProductEasterEgg';

/** Price alerts: 'Tell me below $X' on product pages, and the member's alerts on the wishlist page. */

import './price-alerts.css';

/** The slot's code (the alert's form and calls), loaded by the product page apart from its own. */
export const loadPriceAlertSlot = async () => (await import('./PriceAlertSlot')).PriceAlertSlot;

export const loadPriceAlertList = async () => (await import('./PriceAlertList')).PriceAlertList;

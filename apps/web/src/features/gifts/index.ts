/** Public surface of the gift finder: its page, and the gift categories for the admin catalogue. */

import './gifts.css';

export { fetchGiftCategories } from './api';

export const loadGiftFinderPage = async () => (await import('./GiftFinderPage')).GiftFinderPage;

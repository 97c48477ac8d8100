/** Search (/search?q=): product search results. */

import './search.css';
export const loadSearchPage = async () => (await import('./SearchPage')).SearchPage;

/** Search (/search?q=): product search results. */
export const loadSearchPage = async () => (await import('./SearchPage')).SearchPage;

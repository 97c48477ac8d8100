/** Drops (/drops): products by drop date, newest first. */

export const loadDropsPage = async () => (await import('./DropsPage')).DropsPage;

/** Home page (/), the one page the router does not load on demand. */
export { HomePage } from './HomePage';

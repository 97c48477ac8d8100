/** Home page (/), the one page the router does not load on demand. */

import './home.css';

export { HomePage } from './HomePage';

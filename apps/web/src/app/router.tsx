import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The browser's router; it starts loading the first page's code as soon as this module runs. */
export const router = createBrowserRouter(routes);

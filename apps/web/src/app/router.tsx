import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The browser's router; it starts loading the first page's code as soon as it is created. */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;

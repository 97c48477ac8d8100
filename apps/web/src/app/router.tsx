import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from '@/components/layout/RootLayout';
import { HomePage } from '@/features/home/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * Routes of this issue. Later issues add collections, product, search, forum, games... as children
 * of the same layout route (see the route table in spec 1 §2); until then they land on the 404 page.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/LoginPage')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('@/features/auth/RegisterPage')).RegisterPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

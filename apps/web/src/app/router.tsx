import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from '@/components/layout/RootLayout';
import { HomePage } from '@/features/home/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * Routes (spec 1 §2) as children of the one layout route; every page but home is loaded on demand.
 * Routes of later issues (forum, games, members...) land on the 404 page until they exist.
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
          {
            path: 'collections',
            lazy: async () => ({
              Component: (await import('@/features/collections/CollectionsPage')).CollectionsPage,
            }),
          },
          {
            path: 'collections/:category',
            lazy: async () => ({
              Component: (await import('@/features/collections/CollectionPage')).CollectionPage,
            }),
          },
          {
            path: 'collections/:category/:subcollection',
            lazy: async () => ({
              Component: (await import('@/features/collections/SubcollectionPage')).SubcollectionPage,
            }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await import('@/features/products/ProductPage')).ProductPage }),
          },
          {
            path: 'search',
            lazy: async () => ({ Component: (await import('@/features/search/SearchPage')).SearchPage }),
          },
          {
            path: 'drops',
            lazy: async () => ({ Component: (await import('@/features/drops/DropsPage')).DropsPage }),
          },
          {
            path: 'blog',
            lazy: async () => ({ Component: (await import('@/features/blog/BlogPage')).BlogPage }),
          },
          {
            path: 'blog/:slug',
            lazy: async () => ({ Component: (await import('@/features/blog/BlogPostPage')).BlogPostPage }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('@/features/static-pages/AboutPage')).AboutPage }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('@/features/static-pages/TermsPage')).TermsPage }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('@/features/static-pages/PrivacyPage')).PrivacyPage,
            }),
          },
          {
            path: 'submit',
            lazy: async () => ({ Component: (await import('@/features/submit/SubmitPage')).SubmitPage }),
          },
          {
            path: 'unsubscribe',
            lazy: async () => ({
              Component: (await import('@/features/newsletter/UnsubscribePage')).UnsubscribePage,
            }),
          },
          {
            path: 'test/:id',
            lazy: async () => ({ Component: (await import('@/features/static-pages/TestPage')).TestPage }),
          },
          {
            path: 'deck-builder',
            lazy: async () => ({
              Component: (await import('@/features/decks/DeckBuilderPage')).DeckBuilderPage,
            }),
          },
          {
            path: 'card-game-lobby',
            lazy: async () => ({ Component: (await import('@/features/card-game')).CardGameLobbyPage }),
          },
          {
            path: 'card-game/:matchId',
            lazy: async () => ({ Component: (await import('@/features/card-game')).MatchPage }),
          },
          {
            path: 'card-match',
            lazy: async () => ({ Component: (await import('@/features/card-game')).MatchPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

import type { RouteObject } from 'react-router-dom';
import {
  AdminArea,
  loadAdminCataloguePage,
  loadAdminDashboardPage,
  loadAdminMailPage,
  loadAdminOrdersPage,
  loadAdminProductsPage,
  loadAdminSubscribersPage,
  loadAdminSuggestionsPage,
  loadAdminSystemPage,
  loadAdminUsersPage,
} from '@/features/admin';
import { loadLoginPage, loadRegisterPage } from '@/features/auth';
import { loadBlogPage, loadBlogPostPage } from '@/features/blog';
import { loadCardGameLobbyPage, loadMatchPage } from '@/features/card-game';
import { loadCollectionPage, loadCollectionsPage, loadSubcollectionPage } from '@/features/collections';
import { loadDeckBuilderPage } from '@/features/deck-builder';
import { loadDropsPage } from '@/features/drops';
import {
  loadForumAdminPage,
  loadForumCategoryPage,
  loadForumHomePage,
  loadForumSectionPage,
  loadNewThreadPage,
  loadThreadPage,
} from '@/features/forum';
import { loadGiftFinderPage } from '@/features/gifts';
import { HomePage } from '@/features/home';
import { loadLeaderboardPage, loadMemoryGamePage } from '@/features/memory-game';
import { loadModerationDashboardPage } from '@/features/moderation';
import { loadUnsubscribePage } from '@/features/newsletter';
import { loadNotificationsPage } from '@/features/notifications';
import { loadProductPage } from '@/features/products';
import { loadOwnProfilePage, loadPublicProfilePage } from '@/features/profiles';
import { loadRewardsPage } from '@/features/rewards';
import { loadSearchPage } from '@/features/search';
import { loadAboutPage, loadPrivacyPage, loadTermsPage, loadTestPage } from '@/features/static-pages';
import { loadSubmitPage } from '@/features/submit';
import { loadSharedWishlistPage, loadWishlistPage } from '@/features/wishlist';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * The storefront's public pages, which the server renders into the HTML it sends (see `entry-server.tsx`): a
 * shopper on a slow phone and a search engine see them before any JavaScript has run. Every other page arrives
 * as the site's shell with a loading state and is drawn by the browser (members' pages, forms, games, admin).
 */
export const PRERENDERED_PATHS: ReadonlySet<string> = new Set([
  'collections',
  'collections/:category',
  'collections/:category/:subcollection',
  'product/:id',
  'search',
  'drops',
  'blog',
  'blog/:slug',
  'about',
  'terms',
  'privacy',
]);

/**
 * Routes (product spec 1 §2) as children of the one layout route; every page but home is loaded on demand.
 * The browser's router (`router.tsx`) and the server's renderer (`entry-server.tsx`) share them.
 */
export const routes: RouteObject[] = [
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
            lazy: async () => ({ Component: await loadLoginPage() }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: await loadRegisterPage() }),
          },
          {
            path: 'collections',
            lazy: async () => ({ Component: await loadCollectionsPage() }),
          },
          {
            path: 'collections/:category',
            lazy: async () => ({ Component: await loadCollectionPage() }),
          },
          {
            path: 'collections/:category/:subcollection',
            lazy: async () => ({ Component: await loadSubcollectionPage() }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: await loadProductPage() }),
          },
          {
            path: 'search',
            lazy: async () => ({ Component: await loadSearchPage() }),
          },
          {
            path: 'drops',
            lazy: async () => ({ Component: await loadDropsPage() }),
          },
          {
            path: 'blog',
            lazy: async () => ({ Component: await loadBlogPage() }),
          },
          {
            path: 'blog/:slug',
            lazy: async () => ({ Component: await loadBlogPostPage() }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: await loadAboutPage() }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: await loadTermsPage() }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: await loadPrivacyPage() }),
          },
          {
            path: 'submit',
            lazy: async () => ({ Component: await loadSubmitPage() }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: await loadOwnProfilePage() }),
          },
          {
            path: 'user/:id',
            lazy: async () => ({ Component: await loadPublicProfilePage() }),
          },
          { path: 'notifications', lazy: async () => ({ Component: await loadNotificationsPage() }) },
          { path: 'forum', lazy: async () => ({ Component: await loadForumHomePage() }) },
          { path: 'forum/new', lazy: async () => ({ Component: await loadNewThreadPage() }) },
          { path: 'forum/thread/:id', lazy: async () => ({ Component: await loadThreadPage() }) },
          { path: 'forum/:section', lazy: async () => ({ Component: await loadForumSectionPage() }) },
          {
            path: 'forum/:section/:category',
            lazy: async () => ({ Component: await loadForumCategoryPage() }),
          },
          { path: 'gifts', lazy: async () => ({ Component: await loadGiftFinderPage() }) },
          {
            path: 'game',
            lazy: async () => ({ Component: await loadMemoryGamePage() }),
          },
          {
            path: 'leaderboard',
            lazy: async () => ({ Component: await loadLeaderboardPage() }),
          },
          {
            // The admin route guard (product spec 2 §2) and nav around the admin pages.
            Component: AdminArea,
            children: [
              { path: 'admin', lazy: async () => ({ Component: await loadAdminProductsPage() }) },
              { path: 'admin-catalogue', lazy: async () => ({ Component: await loadAdminCataloguePage() }) },
              { path: 'admin-dashboard', lazy: async () => ({ Component: await loadAdminDashboardPage() }) },
              { path: 'admin-users', lazy: async () => ({ Component: await loadAdminUsersPage() }) },
              { path: 'admin-orders', lazy: async () => ({ Component: await loadAdminOrdersPage() }) },
              {
                path: 'admin-subscribers',
                lazy: async () => ({ Component: await loadAdminSubscribersPage() }),
              },
              {
                path: 'admin-suggestions',
                lazy: async () => ({ Component: await loadAdminSuggestionsPage() }),
              },
              { path: 'admin-mail', lazy: async () => ({ Component: await loadAdminMailPage() }) },
              { path: 'admin-system', lazy: async () => ({ Component: await loadAdminSystemPage() }) },
              { path: 'forum/admin', lazy: async () => ({ Component: await loadForumAdminPage() }) },
            ],
          },
          {
            path: 'admin-moderation',
            lazy: async () => ({ Component: await loadModerationDashboardPage() }),
          },
          {
            path: 'rewards',
            lazy: async () => ({ Component: await loadRewardsPage() }),
          },
          {
            path: 'wishlist',
            lazy: async () => ({ Component: await loadWishlistPage() }),
          },
          {
            path: 'wishlist/share/:share_slug',
            lazy: async () => ({ Component: await loadSharedWishlistPage() }),
          },
          {
            path: 'unsubscribe',
            lazy: async () => ({ Component: await loadUnsubscribePage() }),
          },
          {
            path: 'test/:id',
            lazy: async () => ({ Component: await loadTestPage() }),
          },
          {
            path: 'deck-builder',
            lazy: async () => ({ Component: await loadDeckBuilderPage() }),
          },
          {
            path: 'card-game-lobby',
            lazy: async () => ({ Component: await loadCardGameLobbyPage() }),
          },
          {
            path: 'card-game/:matchId',
            lazy: async () => ({ Component: await loadMatchPage() }),
          },
          {
            path: 'card-match',
            lazy: async () => ({ Component: await loadMatchPage() }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

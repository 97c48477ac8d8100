import type { RouteObject } from 'react-router-dom';
import {
  loadAdminArea,
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
import { loadCardGameLobbyPage, loadMatchPage, loadReplayPage, loadWatchPage } from '@/features/card-game';
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
import { lazyPage, onDemand } from './lazy-page';

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

/** The admin area's guard and nav, loaded with its first page. */
const adminArea = lazyPage(loadAdminArea);
/** 'Page not found', for any other address. */
const notFound = lazyPage(async () => (await import('./routes/NotFoundPage')).NotFoundPage);

/**
 * Routes (product spec 1 §2) as children of the one layout route; every page but home is loaded on demand.
 * The browser's router (`router.tsx`) and the server's renderer (`entry-server.tsx`) share them. The layout
 * shows a page's failure in the page's place (RootLayout), the app the layout's (App).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          onDemand('login', loadLoginPage),
          onDemand('register', loadRegisterPage),
          onDemand('collections', loadCollectionsPage),
          onDemand('collections/:category', loadCollectionPage),
          onDemand('collections/:category/:subcollection', loadSubcollectionPage),
          onDemand('product/:id', loadProductPage),
          onDemand('search', loadSearchPage),
          onDemand('drops', loadDropsPage),
          onDemand('blog', loadBlogPage),
          onDemand('blog/:slug', loadBlogPostPage),
          onDemand('about', loadAboutPage),
          onDemand('terms', loadTermsPage),
          onDemand('privacy', loadPrivacyPage),
          onDemand('submit', loadSubmitPage),
          onDemand('profile', loadOwnProfilePage),
          onDemand('user/:id', loadPublicProfilePage),
          onDemand('notifications', loadNotificationsPage),
          onDemand('forum', loadForumHomePage),
          onDemand('forum/new', loadNewThreadPage),
          onDemand('forum/thread/:id', loadThreadPage),
          onDemand('forum/:section', loadForumSectionPage),
          onDemand('forum/:section/:category', loadForumCategoryPage),
          onDemand('gifts', loadGiftFinderPage),
          onDemand('game', loadMemoryGamePage),
          onDemand('leaderboard', loadLeaderboardPage),
          {
            // The admin route guard (product spec 2 §2) and nav around the admin pages.
            element: <adminArea.Page />,
            handle: adminArea.handle,
            children: [
              onDemand('admin', loadAdminProductsPage),
              onDemand('admin-catalogue', loadAdminCataloguePage),
              onDemand('admin-dashboard', loadAdminDashboardPage),
              onDemand('admin-users', loadAdminUsersPage),
              onDemand('admin-orders', loadAdminOrdersPage),
              onDemand('admin-subscribers', loadAdminSubscribersPage),
              onDemand('admin-suggestions', loadAdminSuggestionsPage),
              onDemand('admin-mail', loadAdminMailPage),
              onDemand('admin-system', loadAdminSystemPage),
              onDemand('forum/admin', loadForumAdminPage),
            ],
          },
          onDemand('admin-moderation', loadModerationDashboardPage),
          onDemand('rewards', loadRewardsPage),
          onDemand('wishlist', loadWishlistPage),
          onDemand('wishlist/share/:share_slug', loadSharedWishlistPage),
          onDemand('unsubscribe', loadUnsubscribePage),
          onDemand('test/:id', loadTestPage),
          onDemand('deck-builder', loadDeckBuilderPage),
          onDemand('card-game-lobby', loadCardGameLobbyPage),
          onDemand('card-game/:matchId', loadMatchPage),
          onDemand('card-game/:matchId/watch', loadWatchPage),
          onDemand('card-game/:matchId/replay', loadReplayPage),
          onDemand('card-match', loadMatchPage),
          { path: '*', element: <notFound.Page />, handle: notFound.handle },
        ],
      },
    ],
  },
];

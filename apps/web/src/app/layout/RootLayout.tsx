import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { CollectionsBanner } from '@/components/layout/CollectionsBanner';
import { RouteAnnouncer } from '@/components/layout/RouteAnnouncer';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SideBorders } from '@/components/layout/SideBorders';
import { deferredPart } from '@/components/ui/Deferred';
import { PageSpinner } from '@/components/ui/Spinner';
import { useAuthSync } from '@/features/auth';
import { NewsletterModal } from '@/features/newsletter';
import { useMarkAppRunning } from '../app-running';
import { ProductSlotsProvider } from '../product-slots';
import { PageErrorBoundary } from '../routes/PageErrorBoundary';
import { Header } from './Header';
import { shellKindOf } from './shell-kind';
import './shell.css';

/**
 * Says the app runs (APP_RUNNING_ATTRIBUTE): drawn beside the page, so once the page itself is on screen and answers
 * clicks (a page the server drew, adopted; or one the browser drew once its code was in), not its frame alone.
 */
function AppRunning() {
  useMarkAppRunning();
  return null;
}

/** The footer, drawn by the server, adopted by the browser as it comes into view. */
const Footer = deferredPart(async () => (await import('@/components/layout/Footer')).Footer, 'visible');

/**
 * The one layout route: announcement bar, header, collections banner, page (with what other features add to
 * product tiles and pages), footer, side borders, and the newsletter modal (opened by the `newsletter:open` event).
 * The match board and the admin pages leave out the shopper's bars (see `shellKindOf`).
 */
export function RootLayout() {
  useAuthSync();
  const location = useLocation();
  const kind = shellKindOf(location.pathname);
  const storefront = kind === 'store';
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <RouteAnnouncer />
      <SideBorders />
      <div className={`app-shell app-shell--${kind}`}>
        {storefront ? <AnnouncementBar /> : null}
        <Header kind={kind} />
        {storefront ? <CollectionsBanner /> : null}
        <main id="main" className="site-main" tabIndex={-1}>
          <ProductSlotsProvider>
            {/* A page whose code is not in yet: on a page the server drew, its HTML stays until the code is in
                (React adopts it then); else the spinner, or, on a navigation, the last page. */}
            <PageErrorBoundary resetKey={location.key}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
                <AppRunning />
              </Suspense>
            </PageErrorBoundary>
          </ProductSlotsProvider>
        </main>
        <Footer />
      </div>
      <NewsletterModal />
    </>
  );
}

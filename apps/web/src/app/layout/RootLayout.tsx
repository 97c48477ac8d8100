import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { CollectionsBanner } from '@/components/layout/CollectionsBanner';
import { Footer } from '@/components/layout/Footer';
import { RouteAnnouncer } from '@/components/layout/RouteAnnouncer';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SideBorders } from '@/components/layout/SideBorders';
import { PageSpinner } from '@/components/ui/Spinner';
import { useAuthSync } from '@/features/auth';
import { NewsletterModal } from '@/features/newsletter';
import { ProductSlotsProvider } from '../product-slots';
import { Header } from './Header';
import { shellKindOf } from './shell-kind';
import './shell.css';

/**
 * The one layout route: announcement bar, header, collections banner, page (with what other features add to
 * product tiles and pages), footer, side borders, and the newsletter modal (opened by the `newsletter:open` event).
 * The match board and the admin pages leave out the shopper's bars (see `shellKindOf`).
 */
export function RootLayout() {
  useAuthSync();
  const kind = shellKindOf(useLocation().pathname);
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
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ProductSlotsProvider>
        </main>
        <Footer />
      </div>
      <NewsletterModal />
    </>
  );
}

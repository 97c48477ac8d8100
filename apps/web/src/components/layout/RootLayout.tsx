import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/Spinner';
import { useAuthSync } from '@/features/auth/use-auth-sync';
import { NewsletterModal } from '@/features/newsletter/NewsletterModal';
import { AnnouncementBar } from './AnnouncementBar';
import { CollectionsBanner } from './CollectionsBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { SideBorders } from './SideBorders';

/**
 * The one layout route: announcement bar, header, collections banner, page, footer, side borders, and the
 * newsletter modal (opened by the `newsletter:open` event).
 */
export function RootLayout() {
  useAuthSync();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <SideBorders />
      <div className="app-shell">
        <AnnouncementBar />
        <Header />
        <CollectionsBanner />
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <NewsletterModal />
    </>
  );
}

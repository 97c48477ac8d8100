import './lib/zod-config';
import { RENDERED_KIND_ATTRIBUTE } from '@app/contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { router } from './app/router';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Resolves once the router has loaded the first page's code (until then it would draw nothing). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The server sent either the page itself (a storefront page drawn for a visitor), which the first render adopts,
// or the site's shell with a loading state, which stays on screen until the page's code has loaded. Either is
// on screen already, so the first render is a transition: React works in slices of a few milliseconds and a
// tap on a slow phone is not kept waiting behind the whole page's render.
void routerReady().then(() => {
  startTransition(() => {
    if (root.getAttribute(RENDERED_KIND_ATTRIBUTE) === 'page') {
      hydrateRoot(root, <App />, {
        // A member's header, a found easter egg or a price that expired since the server drew the page differ
        // from the visitor's page the server drew: React then draws the whole page in the browser, as without
        // the server.
        onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error),
      });
    } else {
      createRoot(root).render(<App />);
    }
  });
});

// The global styles come first: each feature's stylesheet, loaded with the feature, comes after them.
import './styles/index.css';
import './lib/zod-config';
import { RENDERED_KIND_ATTRIBUTE } from '@app/contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { type AppRouter, createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Resolves once the router has loaded the first page's code (until then it would draw nothing). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function start(page: HTMLElement) {
  const router = createAppRouter();
  // The server sent either the page itself (a storefront page drawn for a visitor), which the first render
  // adopts, or the site's shell with a loading state, which stays on screen until the page's code has loaded.
  // Either is on screen already, so the first render is a transition: React works in slices of a few
  // milliseconds and a tap on a slow phone is not kept waiting behind the whole page's render.
  void routerReady(router).then(() => {
    startTransition(() => {
      if (page.getAttribute(RENDERED_KIND_ATTRIBUTE) === 'page') {
        hydrateRoot(page, <App router={router} />, {
          // A member's header, a found easter egg or a price that expired since the server drew the page differ
          // from the visitor's page the server drew: React then draws the whole page in the browser, as without
          // the server.
          onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error),
        });
      } else {
        createRoot(page).render(<App router={router} />);
      }
    });
  });
}

// Evaluating the code is one task the browser cannot break up; creating the router (it matches the address
// against every route and asks for the page's code) and starting the first render come in a task of their own,
// so a tap or a paint that arrives in between waits for the shorter of the two.
setTimeout(() => start(root), 0);

// The global styles come first: each feature's stylesheet, loaded with the feature, comes after them.
import './styles/index.css';
import { RENDERED_KIND_ATTRIBUTE } from '@app/contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/router';
import { markMemberOnPage } from './features/auth';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Before the first render: a member's page hides the visitor's invitations the server drew from the start.
markMemberOnPage();

function start(page: HTMLElement) {
  const adopting = page.getAttribute(RENDERED_KIND_ATTRIBUTE) === 'page';
  // The page's own code (loaded on demand; home's is in this bundle) is asked for now, beside the app's; the app
  // does not wait for it: the page's part of the server's HTML is adopted when it is in, the site's shell at once.
  if (window.location.pathname !== '/') void preloadPage(window.location.pathname);
  // The server sent either the page itself (a storefront page drawn for a visitor), which the first render
  // adopts, or the site's shell with a loading state, which stays on screen until the page's code has loaded.
  // Either is on screen already, so the first render is a transition: React works in slices of a few
  // milliseconds and a tap on a slow phone is not kept waiting behind the whole page's render.
  startTransition(() => {
    if (adopting) {
      hydrateRoot(page, <App />, {
        // A member's header, a found easter egg or a price that expired since the server drew the page differ
        // from the visitor's page the server drew: React then draws the whole page in the browser, as without
        // the server.
        onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error),
      });
    } else {
      createRoot(page).render(<App />);
    }
  });
}

// Evaluating the code is one task the browser cannot break up; asking for the page's code and starting the first
// render come in a task of their own, so a tap or a paint that arrives in between waits for the shorter of the two.
setTimeout(() => start(root), 0);

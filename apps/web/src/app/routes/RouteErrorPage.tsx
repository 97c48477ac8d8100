import { Link } from 'react-router-dom';
import { useMarkAppRunning } from '../app-running';

/** Shown when a page throws while drawing or its code fails to load (see PageErrorBoundary). */
export function RouteErrorPage() {
  // The app runs (its Reload and Go home answer), even when what failed is the layout around the page.
  useMarkAppRunning();
  return (
    <section className="status-page" role="alert">
      <div className="status-page__emoji" aria-hidden="true">
        😵‍💫
      </div>
      <h1>Something went wrong</h1>
      <p>That was not the dopamine hit we promised. Try reloading the page.</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--gradient btn--lg" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn--outline btn--lg">
          Go home
        </Link>
      </div>
    </section>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/** Shown when a route throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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

import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';

export function NotFoundPage() {
  return (
    <section className="status-page">
      <title>{`Page not found | ${SITE_NAME}`}</title>
      <div className="status-page__emoji" aria-hidden="true">
        🫠
      </div>
      <h1>Page not found</h1>
      <p>We looked under the couch, behind the fridge and in the junk drawer. This page isn't here.</p>
      <Link to="/" className="btn btn--gradient btn--lg">
        Take me home
      </Link>
    </section>
  );
}

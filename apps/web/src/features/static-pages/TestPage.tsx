import { useParams } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';

/** /test/:id: a plain page that displays the id parameter (product spec 1 §2). */
export function TestPage() {
  const { id = '' } = useParams();
  return (
    <div className="page page--narrow">
      <title>{`Test ${id} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <header className="page-header">
        <p className="eyebrow">Test page</p>
        <h1 className="page-header__title">
          ID: <span className="test-id">{id}</span>
        </h1>
      </header>
    </div>
  );
}

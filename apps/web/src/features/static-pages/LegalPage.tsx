import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/PageMeta';

/** Terms and privacy both state this date (product spec 1 §2). */
export const LEGAL_LAST_UPDATED = 'March 14, 2025';
const LEGAL_LAST_UPDATED_ISO = '2025-03-14';

interface LegalPageProps {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}

export function LegalPage({ title, description, path, children }: LegalPageProps) {
  return (
    <div className="page content-page">
      <PageMeta title={title} description={description} path={path} />
      <article className="legal">
        <header className="legal__header">
          <h1 className="page-header__title">{title}</h1>
          <p className="legal__updated">
            Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
          </p>
        </header>
        <div className="legal__body">{children}</div>
      </article>
    </div>
  );
}

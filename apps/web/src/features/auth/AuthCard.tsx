import type { ReactNode } from 'react';
import { SITE_NAME } from '@/config/site';

interface AuthCardProps {
  /** Page title before " | <site name>". */
  pageTitle: string;
  emoji: string;
  heading: string;
  intro: string;
  /** Id of the alert that announces the form's error (fields point at it with aria-describedby). */
  errorId: string;
  error: string | undefined;
  children: ReactNode;
}

/** The card the login and sign-up pages share: heading, the form's error alert, then the form. */
export function AuthCard({ pageTitle, emoji, heading, intro, errorId, error, children }: AuthCardProps) {
  return (
    <section className="auth-page">
      <title>{`${pageTitle} | ${SITE_NAME}`}</title>
      <div className="auth-card top-stripe">
        <header className="auth-card__header">
          <span className="auth-card__emoji" aria-hidden="true">
            {emoji}
          </span>
          <h1>{heading}</h1>
          <p>{intro}</p>
        </header>

        <div id={errorId} role="alert" className={error ? 'form-alert' : 'form-alert form-alert--empty'}>
          {error}
        </div>
        {children}
      </div>
    </section>
  );
}

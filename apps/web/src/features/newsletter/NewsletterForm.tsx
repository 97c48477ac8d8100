import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { InlineField } from '@/components/ui/InlineField';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { formErrorText } from './messages';
import { EMAIL_INPUT, useNewsletterSignup } from './use-newsletter-signup';

interface NewsletterFormProps {
  /** Visible heading of the section. */
  title: string;
  blurb: string;
  emoji?: string;
  buttonLabel?: string;
  /** 'section' stands between a page's sections (home); 'banner' opens a page, under its header (drops). */
  variant?: 'section' | 'banner';
  className?: string;
}

/**
 * Inline newsletter signup (home 'newsletter section' and drops 'Never Miss a Drop'): success shows
 * "You're in! Check your email for fresh drops."; failure the response's message, else
 * 'Something went wrong. Please try again.'.
 */
export function NewsletterForm({
  title,
  blurb,
  emoji = '💌',
  buttonLabel = 'Subscribe',
  variant = 'section',
  className = '',
}: NewsletterFormProps) {
  const id = useId();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [email, setEmail] = useState('');
  const { status, message, submit } = useNewsletterSignup(formErrorText);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(email)) setEmail('');
  };

  return (
    <section
      className={`newsletter-panel${variant === 'banner' ? ' newsletter-panel--banner' : ''} ${className}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="newsletter-panel__copy">
        <span className="newsletter-panel__emoji" aria-hidden="true">
          {emoji}
        </span>
        <h2 id={`${id}-title`} className="newsletter-panel__title">
          {title}
        </h2>
        <p>{blurb}</p>
        {isLoggedIn ? null : (
          <p className="newsletter-panel__hint">
            Hint: <Link to="/register">creating an account</Link> first earns 100 points for subscribing.
          </p>
        )}
      </div>
      <form className="newsletter-panel__form" onSubmit={onSubmit}>
        <InlineField
          id={`${id}-email`}
          label="Email address"
          {...EMAIL_INPUT}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-status`}
        />
        <BusyButton
          type="submit"
          className="btn btn--gradient btn--lg"
          busy={status === 'submitting'}
          busyLabel="Subscribing..."
        >
          {buttonLabel}
        </BusyButton>
      </form>
      <div id={`${id}-status`} className="newsletter-panel__status">
        {message ? (
          <p
            className={status === 'success' ? 'form-success' : 'form-alert'}
            role={status === 'error' ? 'alert' : 'status'}
          >
            {message}
          </p>
        ) : null}
      </div>
    </section>
  );
}

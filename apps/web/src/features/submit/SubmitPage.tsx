import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { useErrorFocus } from '@/hooks/use-error-focus';
import { ApiError } from '@/lib/api-client';
import { submitProduct } from './api';
import {
  normaliseUrl,
  SUBMIT_FAILED,
  type SubmitError,
  type SubmitField,
  validateSubmission,
} from './validation';

/** Success redirects to / after 2 s (product spec 1 §4, §9). */
export const SUBMIT_REDIRECT_MS = 2000;

const FIELD_IDS: Record<SubmitField, string> = { name: 'submit-name', url: 'submit-url' };
const ALERT_ID = 'submit-error';

const asField = (value: string | undefined): SubmitField | undefined =>
  value === 'name' || value === 'url' ? value : undefined;

/** The suggestion's fields and its submit: idle → submitting → success (home after 2 s) or error. */
function useSubmission() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<SubmitError | null>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate('/'), SUBMIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const invalid = validateSubmission({ name, url });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setStatus('submitting');
    try {
      await submitProduct({ name: name.trim(), url: normaliseUrl(url) });
      setStatus('success');
    } catch (err) {
      // A field the server rejected gets its explanation; anything else the generic failure text.
      const field = err instanceof ApiError ? asField(err.field) : undefined;
      setError(
        field && err instanceof ApiError && err.serverMessage
          ? { field, message: err.serverMessage }
          : { message: SUBMIT_FAILED },
      );
      setStatus('idle');
    }
  };

  return { name, setName, url, setUrl, status, error, onSubmit };
}

/** /submit: suggest a product (name + url). */
export function SubmitPage() {
  const { name, setName, url, setUrl, status, error, onSubmit } = useSubmission();
  useErrorFocus(error, FIELD_IDS, ALERT_ID);
  return (
    <section className="auth-page submit-page">
      <PageMeta
        title="Submit a Product"
        description="Found something weird, viral or gift-worthy? Suggest it to the Dopamine Deals team."
        path="/submit"
      />
      <div className="auth-card top-stripe">
        <header className="auth-card__header">
          <span className="auth-card__emoji" aria-hidden="true">
            💡
          </span>
          <h1>Submit a Product</h1>
          <p>Found something weird, viral or wildly giftable? Send it our way and we might feature it.</p>
        </header>

        {status === 'success' ? (
          <p className="form-success" role="status">
            Thanks for the tip! We'll check it out. Taking you home...
          </p>
        ) : (
          <>
            <div id={ALERT_ID} role="alert" className={error ? 'form-alert' : 'form-alert form-alert--empty'}>
              {error?.message}
            </div>
            <form className="auth-form" onSubmit={onSubmit} noValidate>
              <TextField
                id={FIELD_IDS.name}
                label="Product name"
                name="name"
                required
                maxLength={200}
                placeholder="e.g. Levitating moon lamp"
                value={name}
                onChange={(event) => setName(event.target.value)}
                invalid={error?.field === 'name'}
                errorId={ALERT_ID}
              />
              <TextField
                id={FIELD_IDS.url}
                label="Product URL"
                name="url"
                type="url"
                inputMode="url"
                required
                autoComplete="url"
                spellCheck={false}
                placeholder="https://www.amazon.com/..."
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                invalid={error?.field === 'url'}
                errorId={ALERT_ID}
                hint="A link to the product on any store."
              />
              <BusyButton
                type="submit"
                className="btn btn--gradient btn--lg btn--block"
                busy={status === 'submitting'}
                busyLabel="Submitting..."
              >
                Submit Product
              </BusyButton>
            </form>
          </>
        )}
      </div>
    </section>
  );
}

import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/TextField';
import { MODAL_CLOSE_DELAY_MS, modalErrorText } from './messages';
import { EMAIL_INPUT, useNewsletterSignup } from './use-newsletter-signup';

export interface NewsletterCardProps {
  titleId: string;
  descriptionId: string;
  /** The email field, which the opened dialog focuses. */
  inputRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}

/** The modal's content: what the newsletter is, the email form, and its success (closing after 2 s). */
export function NewsletterCard({ titleId, descriptionId, inputRef, onClose }: NewsletterCardProps) {
  const successRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState('');
  const { status, message, submit } = useNewsletterSignup(modalErrorText);
  const emailId = useId();
  const statusId = useId();

  // Success: the text replaces the form (and takes focus) for 2 s, then the modal closes.
  useEffect(() => {
    if (status !== 'success') return;
    successRef.current?.focus();
    const timer = setTimeout(onClose, MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email);
  };

  return (
    <div className="newsletter-modal__card top-stripe">
      <button
        type="button"
        className="icon-button newsletter-modal__close"
        aria-label="Close"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <div className="newsletter-modal__emoji" aria-hidden="true">
        🔥
      </div>
      <h2 id={titleId} className="newsletter-modal__title">
        Get Fresh Drops
      </h2>
      <p id={descriptionId} className="newsletter-modal__text">
        The weirdest, most viral finds of the week, straight to your inbox. No spam, just dopamine.
      </p>

      {status === 'success' ? (
        <p ref={successRef} className="form-success newsletter-modal__success" role="status" tabIndex={-1}>
          {message}
        </p>
      ) : (
        <form className="newsletter-modal__form" onSubmit={onSubmit}>
          <TextField
            ref={inputRef}
            id={emailId}
            label="Email"
            {...EMAIL_INPUT}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={status === 'error'}
            errorId={statusId}
          />
          {status === 'error' ? (
            <p id={statusId} className="form-alert" role="alert">
              {message}
            </p>
          ) : null}
          <BusyButton
            type="submit"
            className="btn btn--gradient btn--lg btn--block"
            busy={status === 'submitting'}
            busyLabel="Subscribing..."
          >
            Subscribe
          </BusyButton>
        </form>
      )}
    </div>
  );
}

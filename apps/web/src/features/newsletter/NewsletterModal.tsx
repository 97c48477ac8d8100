import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { CloseIcon } from '@/components/ui/icons';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { onAppEvent } from '@/lib/events';
import { MODAL_CLOSE_DELAY_MS, modalErrorText } from './messages';
import { useNewsletterSignup } from './use-newsletter-signup';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The newsletter modal (product spec 1 §2, §4, §8): opens on the window `newsletter:open` event (the header's
 * 'Get Fresh Drops 🔥' button fires it). A native modal <dialog>: the page behind is inert, Tab stays
 * inside, Escape and the close button close it, and focus returns to the opener. Success shows the text
 * and closes after 2 s. The content only exists while it is open (so a closed modal adds no fields).
 */
export function NewsletterModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const { status, message, submit, reset } = useNewsletterSignup(modalErrorText);
  const titleId = useId();
  const descriptionId = useId();
  const emailId = useId();
  const statusId = useId();
  useBodyScrollLock(open);

  useEffect(
    () =>
      onAppEvent('newsletter:open', () => {
        openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        reset();
        setEmail('');
        setOpen(true);
      }),
    [reset],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  // Success: the text replaces the form (and takes focus) for 2 s, then the modal closes.
  useEffect(() => {
    if (status !== 'success' || !open) return;
    successRef.current?.focus();
    const timer = setTimeout(close, MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, open, close]);

  const onDialogClose = () => {
    setOpen(false);
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  };

  // Keeps Tab and Shift+Tab cycling inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email);
  };

  return (
    <dialog
      ref={dialogRef}
      className="newsletter-modal"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onDialogClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the card) closes it.
        if (event.target === dialogRef.current) close();
      }}
    >
      {open ? (
        <div className="newsletter-modal__card">
          <button
            type="button"
            className="icon-button newsletter-modal__close"
            aria-label="Close"
            onClick={close}
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
            <p
              ref={successRef}
              className="form-success newsletter-modal__success"
              role="status"
              tabIndex={-1}
            >
              {message}
            </p>
          ) : (
            <form className="newsletter-modal__form" onSubmit={onSubmit}>
              <label htmlFor={emailId} className="form-field__label">
                Email
              </label>
              <div className="form-field__control">
                <input
                  ref={inputRef}
                  id={emailId}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={status === 'error' || undefined}
                  aria-describedby={status === 'error' ? statusId : undefined}
                />
              </div>
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
      ) : null}
    </dialog>
  );
}

import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/TextField';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { onAppEvent } from '@/lib/events';
import { MODAL_CLOSE_DELAY_MS, modalErrorText } from './messages';
import { EMAIL_INPUT, useNewsletterSignup } from './use-newsletter-signup';

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
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  useBodyScrollLock(open);

  useEffect(
    () =>
      onAppEvent('newsletter:open', () => {
        openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      }),
    [],
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
      {/* A new card (empty email, no message) for each opening. */}
      {open ? (
        <NewsletterCard titleId={titleId} descriptionId={descriptionId} inputRef={inputRef} onClose={close} />
      ) : null}
    </dialog>
  );
}

interface NewsletterCardProps {
  titleId: string;
  descriptionId: string;
  /** The email field, which the opened dialog focuses. */
  inputRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}

/** The modal's content: what the newsletter is, the email form, and its success (closing after 2 s). */
function NewsletterCard({ titleId, descriptionId, inputRef, onClose }: NewsletterCardProps) {
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

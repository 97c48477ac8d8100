import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { NewsletterCard } from './NewsletterCard';

/** A request to open the modal (a new one each time), and where focus goes back when it closes. */
export interface OpenRequest {
  opener: HTMLElement | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The newsletter modal (product spec 1 §2, §4, §8): opens on each `request` (the window `newsletter:open` event,
 * which the header's 'Get Fresh Drops 🔥' button fires, see NewsletterModalHost). A native modal <dialog>: the
 * page behind is inert, Tab stays inside, Escape and the close button close it, and focus returns to the opener.
 * Success shows the text and closes after 2 s. The content only exists while it is open (so a closed modal adds
 * no fields).
 */
export function NewsletterModal({ request }: { request: OpenRequest }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  useBodyScrollLock(open);

  useEffect(() => {
    openerRef.current = request.opener;
    setOpen(true);
  }, [request]);

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

import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** What the site says once it has copied a link (issue 41: a notice a screen reader announces, no alert). */
export const LINK_COPIED = 'Link copied';
/** How long the notice stays. */
const NOTICE_MS = 4000;

/**
 * Copies `url` to the clipboard; answers what to tell the member: `copied`, or, where the browser gives no
 * clipboard, the link itself to copy by hand.
 */
export async function copyLink(url: string, copied: string = LINK_COPIED): Promise<string> {
  try {
    await navigator.clipboard.writeText(url);
    return copied;
  } catch {
    return `Copy this link: ${url}`;
  }
}

export interface ShareTarget {
  title: string;
  text?: string;
  /** Site-relative or absolute URL. */
  url: string;
}

/**
 * Shares a link with the native share sheet when the browser has one (answers null: the sheet said it all);
 * otherwise copies it, answering what to tell the member. Closing the share sheet is not an error.
 */
export async function shareOrCopy(target: ShareTarget, copied?: string): Promise<string | null> {
  const url = new URL(target.url, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: target.title, ...(target.text ? { text: target.text } : {}), url });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      // Share refused (e.g. not allowed here): fall back to copying.
    }
  }
  return copyLink(url, copied);
}

/** A short notice ('Link copied') for a few seconds; a new one replaces the one before. */
export function useShareNotice() {
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return {
    text: notice?.text ?? '',
    show: (text: string | null) => setNotice(text ? { text, at: Date.now() } : null),
  };
}

/**
 * The notice as a toast at the foot of the window, in a live region (`role="status"`) that is there, empty,
 * from the page's start, so screen readers announce what it then says. It is put in <body> by the browser
 * only (the server draws no toast), out of any card or transformed box that would move it.
 */
export function ShareNotice({ text }: { text: string }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);
  return body
    ? createPortal(
        <p className="share-toast" role="status">
          {text}
        </p>,
        body,
      )
    : null;
}

interface ShareButtonProps {
  title: string;
  /** Words the share sheet adds to the link. */
  text?: string;
  path: string;
  className?: string;
  children: ReactNode;
  /** The notice after a copy (a product's: 'Product link copied to clipboard!'). */
  copied?: string;
}

/** The site's Share button: the native share sheet where there is one, else a copy of the link and a notice. */
export function ShareButton({
  title,
  text,
  path,
  className = 'btn btn--ghost',
  children,
  copied,
}: ShareButtonProps) {
  const notice = useShareNotice();
  const share = async () => {
    notice.show(null);
    notice.show(await shareOrCopy({ title, ...(text ? { text } : {}), url: path }, copied));
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void share()}>
        {children}
      </button>
      <ShareNotice text={notice.text} />
    </>
  );
}

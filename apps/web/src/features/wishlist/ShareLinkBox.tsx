import { useEffect, useId, useRef, useState } from 'react';
import { shareUrl } from './wishlist-text';

/** The public list's link in a read-only box, with Copy (product spec 1 §2). */
export function ShareLinkBox({ shareSlug }: { shareSlug: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const url = shareUrl(shareSlug, window.location.origin);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard here: select the link so it can be copied by hand.
      input.current?.select();
      window.prompt('Copy this link:', url);
    }
  };

  return (
    <div className="share-link">
      <label htmlFor={inputId} className="share-link__label">
        Shareable link
      </label>
      <div className="share-link__row">
        <input
          id={inputId}
          ref={input}
          className="share-link__input"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn--gradient btn--sm" onClick={() => void copy()}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? 'Link copied to clipboard' : ''}
      </p>
    </div>
  );
}

import { useId, useRef } from 'react';
import { copyLink, LINK_COPIED, ShareNotice, useShareNotice } from '@/components/ui/ShareButton';
import { shareUrl } from './wishlist-text';

/** The public list's link in a read-only box, with Copy (product spec 1 §2) and the site's 'Link copied'. */
export function ShareLinkBox({ shareSlug }: { shareSlug: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const notice = useShareNotice();
  const url = shareUrl(shareSlug, window.location.origin);

  const copy = async () => {
    notice.show(null);
    const said = await copyLink(url);
    // No clipboard here: the link is selected, to be copied by hand.
    if (said !== LINK_COPIED) input.current?.select();
    notice.show(said);
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
          {notice.text === LINK_COPIED ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <ShareNotice text={notice.text} />
    </div>
  );
}

import { ShareButton as SiteShareButton } from '@/components/ui/ShareButton';

/** product spec 1 §8: what is said after copying a product link (a notice now, not an alert: issue 41). */
export const PRODUCT_LINK_COPIED = 'Product link copied to clipboard!';

interface ShareButtonProps {
  title: string;
  path: string;
  className?: string;
  label?: string;
}

/** A product's Share: the native share sheet when available, else a copy of its link and a notice. */
export function ShareButton({
  title,
  path,
  className = 'btn btn--ghost',
  label = 'Share',
}: ShareButtonProps) {
  return (
    <SiteShareButton
      title={title}
      text={`Look what I found on Dopamine Deals: ${title}`}
      path={path}
      className={className}
      copied={PRODUCT_LINK_COPIED}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {label}
    </SiteShareButton>
  );
}

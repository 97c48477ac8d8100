import { shareLink } from '../share';

interface ShareButtonProps {
  title: string;
  path: string;
  className?: string;
  label?: string;
}

/** Native share when available, else copy the link and alert 'Product link copied to clipboard!'. */
export function ShareButton({
  title,
  path,
  className = 'btn btn--ghost',
  label = 'Share',
}: ShareButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void shareLink({ title, text: `Look what I found on Dopamine Deals: ${title}`, url: path })
      }
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
    </button>
  );
}

import type { ReactNode } from 'react';

interface PageButtonsProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** Where the reader is ('Page 2 of 5 · 120 in all'). */
  children: ReactNode;
}

/** Previous and Next around where the reader is in a list shown a page at a time. */
export function PageButtons({ page, hasPrevious, hasNext, onPage, children }: PageButtonsProps) {
  return (
    <nav className="page-buttons" aria-label="Pages">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={!hasPrevious}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>{children}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

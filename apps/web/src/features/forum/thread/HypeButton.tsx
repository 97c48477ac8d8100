import { OWN_POST_HYPE } from '@app/contracts';
import type { ReactNode } from 'react';

interface HypeButtonProps {
  hyped: boolean;
  /** The member's own post: the server refuses hyping it, so the button is disabled and says why. */
  own: boolean;
  onHype: () => void;
  children: ReactNode;
}

/** A thread's or a reply's hype toggle (pressed when the member hyped it). */
export function HypeButton({ hyped, own, onHype, children }: HypeButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn--outline btn--sm${hyped ? ' is-on' : ''}`}
      aria-pressed={hyped}
      disabled={own}
      // The title is the disabled button's accessible description, and its tooltip.
      title={own ? OWN_POST_HYPE : undefined}
      onClick={onHype}
    >
      {children}
    </button>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

/** A checkbox drawn as a chip with its words beside it (a tag filter, a row's tick), lit while checked. */
export function ToggleChip({
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className="forum-flair-toggle">
      <input type="checkbox" {...input} />
      {children}
    </label>
  );
}

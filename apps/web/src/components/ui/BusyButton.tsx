import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner and `busyLabel` (and is disabled unless `disabled` says otherwise). */
  busy: boolean;
  busyLabel: string;
}

/** A button whose label turns into a spinner and "…ing..." text while its work runs. */
export function BusyButton({ busy, busyLabel, children, disabled, ...props }: BusyButtonProps) {
  return (
    <button {...props} disabled={disabled ?? busy}>
      {busy ? (
        <>
          <Spinner size="sm" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

import { useEffect } from 'react';

/**
 * After a failed submit, moves focus to the input the error names (which also scrolls it into view),
 * or scrolls the alert region into view when no field is named. `fieldIds` must be a stable object.
 */
export function useErrorFocus<F extends string>(
  error: { field?: F } | null,
  fieldIds: Readonly<Record<F, string>>,
  alertId: string,
): void {
  useEffect(() => {
    if (!error) return;
    const input = error.field ? document.getElementById(fieldIds[error.field]) : null;
    if (input) input.focus();
    else document.getElementById(alertId)?.scrollIntoView({ block: 'nearest' });
  }, [error, fieldIds, alertId]);
}

import type { Loaded as LoadState } from '@/hooks/use-load';
import type { LoadStatus } from './deck-store';

/**
 * A list the deck store loads, by its status, in the form `<Loaded>` draws: still loading (or not asked yet),
 * loaded, or failed (the store keeps the failure's words).
 */
export function storeLoad<T>(
  status: LoadStatus,
  value: T,
  reload: () => void,
): { state: LoadState<T>; reload: () => void } {
  if (status === 'ready') return { state: { status: 'done', value }, reload };
  if (status === 'error') return { state: { status: 'error', error: null }, reload };
  return { state: { status: 'loading' }, reload };
}

/** A failed load inside the dialog: the failure's words in an alert and a way to try again. */
export function inlineFailure(text: string, retry: () => void) {
  return (
    <div className="deck-manager__empty">
      <p className="form-alert">{text}</p>
      <button type="button" className="btn btn--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

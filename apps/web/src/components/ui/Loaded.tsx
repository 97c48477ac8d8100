import type { ReactNode } from 'react';
import type { Loaded as LoadState } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-error';
import { LoadFailedState, LoadingState } from './StatusBlock';

interface LoadedProps<T> {
  /** What `useLoad` answered: its state and how to load again. */
  load: { state: LoadState<T>; reload: () => void };
  /** The loading message ('Loading your points...'). */
  loading: string;
  /** The failure's words when the server gave none (its own `error` text wins). */
  failed: string | ((error: unknown) => string);
  /** Draws the failure instead of the usual state with 'Try again' (an inline alert inside a section). */
  failure?: (text: string, retry: () => void) => ReactNode;
  /** Heading level of the failure and empty states: 1 when they are the page's own content. */
  level?: 1 | 2;
  /** When the loaded value counts as empty, what to show instead of `children`. */
  empty?: { when: (value: T) => boolean; show: ReactNode };
  children: (value: T) => ReactNode;
}

/**
 * The one way a page shows data it loads: a loading state, a failure with 'Try again', an empty state when
 * there is nothing, or the content drawn from the value.
 */
export function Loaded<T>({ load, loading, failed, failure, level = 2, empty, children }: LoadedProps<T>) {
  const { state, reload } = load;
  if (state.status === 'loading') return <LoadingState text={loading} />;
  if (state.status === 'error') {
    const text = typeof failed === 'function' ? failed(state.error) : errorMessage(state.error, failed);
    if (failure) return failure(text, reload);
    return <LoadFailedState text={text} onRetry={reload} level={level} />;
  }
  if (empty?.when(state.value)) return <>{empty.show}</>;
  return <>{children(state.value)}</>;
}

/** `empty` for an answer that counts as empty when its list under `key` has no entries: `whenNo('threads', show)`. */
export function whenNo<K extends string>(key: K, show: ReactNode) {
  return { when: (value: { readonly [P in K]: readonly unknown[] }) => value[key].length === 0, show };
}

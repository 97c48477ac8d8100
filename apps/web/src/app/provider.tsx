import { type ReactNode, StrictMode } from 'react';

/** App-wide providers. Zustand stores need none; this is where future ones (query cache...) go. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}

import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Changes with each navigation: the next page is drawn again, without the last one's failure. */
  resetKey?: string;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/** Shows 'Something went wrong' in place of what throws while drawing (a page, or its code failing to load). */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to draw:', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

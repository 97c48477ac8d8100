import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** product spec 3 §2 error fallback: a rendering failure on the board shows this instead of a blank page. */
export class GameErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Card game render failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="game-error" role="alert">
        <div className="game-error__emoji" aria-hidden="true">
          🃏
        </div>
        <h1 className="game-error__title">Something went wrong</h1>
        <p className="game-error__text">
          An error occurred while rendering the game. Please refresh the page.
        </p>
        <button type="button" className="btn btn--gradient btn--lg" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
        <details className="game-error__details">
          <summary>Error Details</summary>
          <pre>{[error.message, error.stack].filter(Boolean).join('\n\n')}</pre>
        </details>
      </section>
    );
  }
}

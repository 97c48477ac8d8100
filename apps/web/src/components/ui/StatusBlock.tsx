import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A centred loading message with a spinner; the text is announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="state-block state-block--loading" role="status">
      <Spinner size="lg" />
      <p className="state-block__text">{text}</p>
    </div>
  );
}

interface MessageStateProps {
  emoji: string;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** 'alert' for failures (announced at once), otherwise a plain region. */
  tone?: 'empty' | 'error';
  /** Heading level: pages whose title this is use 1, sections 2. */
  level?: 1 | 2;
}

/** Empty, not-found and error states: an emoji, a heading, an explanation and actions. */
export function MessageState({
  emoji,
  title,
  children,
  actions,
  tone = 'empty',
  level = 2,
}: MessageStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`state-block state-block--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <div className="state-block__emoji" aria-hidden="true">
        {emoji}
      </div>
      <Heading className="state-block__title">{title}</Heading>
      {children ? <div className="state-block__text">{children}</div> : null}
      {actions ? <div className="state-block__actions">{actions}</div> : null}
    </div>
  );
}

/**
 * A failed load: the message, and a 'Try again' button that loads again. As a page's own content
 * (`level` 1) the message is the page's heading and the button is large, as on every page-level state.
 */
export function LoadFailedState({
  text,
  onRetry,
  level = 2,
}: {
  text: string;
  onRetry: () => void;
  level?: 1 | 2;
}) {
  return (
    <MessageState
      emoji="😵‍💫"
      title={text}
      tone="error"
      level={level}
      actions={
        <button
          type="button"
          className={level === 1 ? 'btn btn--gradient btn--lg' : 'btn btn--gradient'}
          onClick={onRetry}
        >
          Try again
        </button>
      }
    />
  );
}

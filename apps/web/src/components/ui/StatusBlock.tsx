import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
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

/** Where a message leads on: a link drawn as a button. */
export interface MessageLink {
  to: string;
  text: string;
}

/** The way to the collections, which most empty and not-found messages offer. */
export const BROWSE_COLLECTIONS: MessageLink = { to: '/collections', text: 'Browse Collections' };

/** A message's link to the collections, as a large button ('outline' beside the page's main button). */
export function BrowseCollectionsLink({ look = 'gradient' }: { look?: 'gradient' | 'outline' }) {
  return (
    <Link to={BROWSE_COLLECTIONS.to} className={`btn btn--${look} btn--lg`}>
      {BROWSE_COLLECTIONS.text}
    </Link>
  );
}

interface PageMessageProps extends Omit<MessageStateProps, 'level' | 'actions'> {
  /** The way on, the page's large button. */
  link: MessageLink;
  /** Buttons after the link. */
  more?: ReactNode;
}

/**
 * A page that is only a message (a 'not found', a failure): its title is the page's heading and the tab's title,
 * and it leads on through `link`.
 */
export function PageMessage({ link, more, ...message }: PageMessageProps) {
  return (
    <div className="page page--narrow">
      <title>{`${message.title} | ${SITE_NAME}`}</title>
      <MessageState
        {...message}
        level={1}
        actions={
          <>
            <Link to={link.to} className="btn btn--gradient btn--lg">
              {link.text}
            </Link>
            {more}
          </>
        }
      />
    </div>
  );
}

/** A failed load inside a section, in its flow: the failure's words and a small 'Try again' beside them. */
export function InlineLoadFailure({
  text,
  onRetry,
  className,
}: {
  text: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p className={className}>
      {text}{' '}
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        Try again
      </button>
    </p>
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

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLoginPath } from '@/hooks/use-login-path';
import { MessageState } from './StatusBlock';

interface LoginRequiredProps {
  /** The page's words: 'Please log in to view your rewards.' */
  title: string;
  emoji?: string;
  /** 1 when this is the page's own content. */
  level?: 1 | 2;
  /** What logging in gives, under the title. */
  children?: ReactNode;
  /** More actions beside Log In (a way back). */
  actions?: ReactNode;
  /** The Log In button's words. */
  label?: string;
  /** A large Log In button; by default when this is the page's own content (`level` 1). */
  large?: boolean;
}

/** What a visitor sees where a page or a part of it is for members: why, and a Log In link that comes back here. */
export function LoginRequired({
  title,
  emoji = '🔒',
  level = 2,
  children,
  actions,
  label = 'Log In',
  large = level === 1,
}: LoginRequiredProps) {
  const loginPath = useLoginPath();
  return (
    <MessageState
      emoji={emoji}
      title={title}
      level={level}
      actions={
        <>
          <Link to={loginPath} className={large ? 'btn btn--gradient btn--lg' : 'btn btn--gradient'}>
            {label}
          </Link>
          {actions}
        </>
      }
    >
      {children}
    </MessageState>
  );
}

/** The same in a line of text, where a small part of a page is for members ('Please log in to report content.'). */
export function LoginRequiredNote({ className, text }: { className: string; text: string }) {
  const loginPath = useLoginPath();
  // The words and the space after them are one text node, laid out as the sentence they are.
  return (
    <p className={className}>
      {`${text} `}
      <Link to={loginPath}>Log In</Link>
    </p>
  );
}

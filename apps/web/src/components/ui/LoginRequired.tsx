import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
}

/** What a visitor sees where a page or a part of it is for members: why, and a Log In link. */
export function LoginRequired({
  title,
  emoji = '🔒',
  level = 2,
  children,
  actions,
  label = 'Log In',
}: LoginRequiredProps) {
  return (
    <MessageState
      emoji={emoji}
      title={title}
      level={level}
      actions={
        <>
          <Link to="/login" className={level === 1 ? 'btn btn--gradient btn--lg' : 'btn btn--gradient'}>
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

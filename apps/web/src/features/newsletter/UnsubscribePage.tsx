import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { unsubscribeFromNewsletter } from './api';
import {
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_INVALID_LINK,
  UNSUBSCRIBE_SUCCESS,
  unsubscribeErrorText,
} from './messages';

type State = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * /unsubscribe?email=&token=: unsubscribes at once (loading → success or error). Both parameters are
 * needed; without either the link is invalid and nothing is sent.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const email = (searchParams.get('email') ?? '').trim();
  const token = (searchParams.get('token') ?? '').trim();
  const valid = Boolean(email && token);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!valid) return;
    let active = true;
    setState({ status: 'loading' });
    unsubscribeFromNewsletter(email, token)
      .then((body) => {
        if (!active) return;
        if (body?.error && !body.ok) setState({ status: 'error', message: body.error || UNSUBSCRIBE_FAILED });
        else setState({ status: 'success' });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'error', message: unsubscribeErrorText(error) });
      });
    return () => {
      active = false;
    };
  }, [email, token, valid]);

  const current: State = valid ? state : { status: 'error', message: UNSUBSCRIBE_INVALID_LINK };

  return (
    <div className="page page--narrow">
      <title>{`Unsubscribe | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      {current.status === 'loading' ? (
        <LoadingState text="Unsubscribing..." />
      ) : current.status === 'success' ? (
        <MessageState
          emoji="👋"
          title="Unsubscribed"
          level={1}
          actions={
            <Link to="/" className="btn btn--gradient btn--lg">
              Back to the good stuff
            </Link>
          }
        >
          <p role="status">{UNSUBSCRIBE_SUCCESS}</p>
          <p>We'll miss you. You can always come back through the 'Get Fresh Drops 🔥' button.</p>
        </MessageState>
      ) : (
        <MessageState
          emoji="🙈"
          title="Couldn't unsubscribe"
          tone="error"
          level={1}
          actions={
            <Link to="/" className="btn btn--outline btn--lg">
              Go home
            </Link>
          }
        >
          <p>{current.message}</p>
        </MessageState>
      )}
    </div>
  );
}

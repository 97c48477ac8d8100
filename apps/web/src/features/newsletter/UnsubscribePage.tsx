import { Link, useSearchParams } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { unsubscribeFromNewsletter } from './api';
import { UNSUBSCRIBE_INVALID_LINK, UNSUBSCRIBE_SUCCESS, unsubscribeErrorText } from './messages';

/**
 * /unsubscribe?email=&token=: unsubscribes at once (loading → success or error). Both parameters are
 * needed; without either the link is invalid and nothing is sent.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const email = (searchParams.get('email') ?? '').trim();
  const token = (searchParams.get('token') ?? '').trim();
  const valid = Boolean(email && token);
  const unsubscribed = useLoad(valid ? () => unsubscribeFromNewsletter(email, token) : null, [
    email,
    token,
    valid,
  ]);

  return (
    <div className="page page--narrow">
      <title>{`Unsubscribe | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      {valid ? (
        <Loaded
          load={unsubscribed}
          loading="Unsubscribing..."
          failed={unsubscribeErrorText}
          failure={(text) => <NotUnsubscribed text={text} />}
        >
          {() => (
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
          )}
        </Loaded>
      ) : (
        <NotUnsubscribed text={UNSUBSCRIBE_INVALID_LINK} />
      )}
    </div>
  );
}

function NotUnsubscribed({ text }: { text: string }) {
  return (
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
      <p>{text}</p>
    </MessageState>
  );
}

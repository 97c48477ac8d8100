import { type NotificationItem, notificationText, timeAgo } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchNotifications, markNotificationsRead } from './api';
import { useUnreadStore } from './unread-store';

const ICONS: Record<NotificationItem['kind'], string> = {
  reply: '💬',
  mention: '📣',
  hype: '🔥',
  accepted: '✅',
};

const linkOf = (item: NotificationItem) =>
  `/forum/thread/${item.thread_id}${item.reply_id === null ? '' : `#reply-${item.reply_id}`}`;

/** /notifications: what happened to the member's posts, newest first, with mark read (not in the spec). */
export function NotificationsPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const setUnread = useUnreadStore((state) => state.set);
  const list = useLoad(
    loggedIn
      ? (signal) =>
          fetchNotifications(null, signal).then((answer) => {
            setUnread(answer.unread_count);
            return answer;
          })
      : null,
    [loggedIn],
  );
  const [older, setOlder] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  if (!loggedIn) {
    return (
      <div className="page notifications-page">
        <MessageState
          emoji="🔔"
          title="Please log in to see your notifications."
          level={1}
          actions={
            <Link to="/login" className="btn btn--gradient">
              Log In
            </Link>
          }
        />
      </div>
    );
  }
  if (list.state.status === 'loading') return <LoadingState text="Loading notifications..." />;
  if (list.state.status === 'error') {
    return (
      <LoadFailedState
        text={errorMessage(list.state.error, 'Failed to load notifications.')}
        onRetry={list.reload}
      />
    );
  }
  const { notifications, unread_count, has_more } = list.state.value;

  const markRead = async (ids?: number[]) => {
    setAlert(null);
    try {
      const { unread_count: left } = await markNotificationsRead(ids);
      setUnread(left);
      list.update((value) => ({
        ...value,
        unread_count: left,
        notifications: value.notifications.map((item) =>
          !ids || ids.includes(item.id) ? { ...item, read: true } : item,
        ),
      }));
    } catch (error) {
      setAlert(errorMessage(error, 'Failed to mark notifications read.'));
    }
  };
  const loadOlder = async () => {
    const last = notifications.at(-1);
    if (!last) return;
    setOlder(true);
    setAlert(null);
    try {
      const page = await fetchNotifications(last.id);
      list.update((value) => ({
        ...page,
        notifications: [...value.notifications, ...page.notifications],
      }));
    } catch (error) {
      setAlert(errorMessage(error, 'Failed to load notifications.'));
    } finally {
      setOlder(false);
    }
  };

  return (
    <div className="page notifications-page">
      <title>{`Notifications | ${SITE_NAME}`}</title>
      <header className="notifications-page__header">
        <h1>Notifications</h1>
        {unread_count > 0 ? (
          <BusyButton
            type="button"
            className="btn btn--outline btn--sm"
            busy={busy}
            busyLabel="Marking..."
            onClick={async () => {
              setBusy(true);
              await markRead();
              setBusy(false);
            }}
          >
            Mark all as read
          </BusyButton>
        ) : null}
      </header>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      {notifications.length === 0 ? (
        <MessageState
          emoji="🔔"
          title="No notifications yet."
          actions={
            <Link to="/forum" className="btn btn--gradient">
              Visit the Forum
            </Link>
          }
        >
          <p>Replies to your posts, mentions, hype and accepted answers will show up here.</p>
        </MessageState>
      ) : (
        <ol className="notification-list">
          {notifications.map((item) => (
            <li key={item.id} className={`notification${item.read ? '' : ' is-unread'}`}>
              <span className="notification__icon" aria-hidden="true">
                {ICONS[item.kind]}
              </span>
              <Link
                to={linkOf(item)}
                className="notification__text"
                onClick={() => {
                  if (!item.read) void markRead([item.id]);
                }}
              >
                {notificationText(item)}
                {item.read ? null : <span className="visually-hidden"> (unread)</span>}
              </Link>
              <time className="notification__time" dateTime={item.created_at}>
                {timeAgo(item.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {has_more ? (
        <BusyButton
          type="button"
          className="btn btn--ghost notifications-page__more"
          busy={older}
          busyLabel="Loading..."
          onClick={loadOlder}
        >
          Show older
        </BusyButton>
      ) : null}
    </div>
  );
}

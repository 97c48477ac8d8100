import { matchPath, type NotificationItem, notificationText, productPagePath, timeAgo } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { Loaded } from '@/components/ui/Loaded';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchNotifications, markNotificationsRead } from './api';
import { NotificationSettingsBlock } from './push/NotificationSettingsBlock';
import { useUnreadStore } from './unread-store';

const ICONS: Record<NotificationItem['kind'], string> = {
  reply: '💬',
  mention: '📣',
  hype: '🔥',
  accepted: '✅',
  your_turn: '🃏',
  match_found: '🎮',
  deadline_soon: '⏰',
  match_ended: '🏁',
  reply_mention: '💬',
  follow: '👤',
  price_drop: '💸',
  price_alert: '🎯',
};

/** Where a notification leads: the follower's profile, the match, the product, or the thread (and reply). */
function linkOf(item: NotificationItem) {
  if (item.kind === 'follow' && item.actor) return `/user/${item.actor.id}`;
  if (item.match_id !== null) return matchPath(item.match_id);
  if (item.product_id !== null) return productPagePath(item.product_id);
  return `/forum/thread/${item.thread_id}${item.reply_id === null ? '' : `#reply-${item.reply_id}`}`;
}

/** /notifications: what happened to the member's posts, newest first, with mark read (not in the spec). */
export function NotificationsPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  if (!loggedIn) {
    return (
      <div className="page notifications-page">
        <LoginRequired emoji="🔔" title="Please log in to see your notifications." level={1} large={false} />
      </div>
    );
  }
  return <MemberNotifications />;
}

type NotificationsAnswer = Awaited<ReturnType<typeof fetchNotifications>>;

function MemberNotifications() {
  const setUnread = useUnreadStore((state) => state.set);
  const list = useLoad(
    (signal) =>
      fetchNotifications(null, signal).then((answer) => {
        setUnread(answer.unread_count);
        return answer;
      }),
    [],
  );
  return (
    <Loaded load={list} loading="Loading notifications..." failed="Failed to load notifications.">
      {(answer) => <Notifications answer={answer} update={list.update} />}
    </Loaded>
  );
}

interface NotificationsProps {
  answer: NotificationsAnswer;
  /** Changes the loaded answer in place (marked read, older ones appended). */
  update: (change: (answer: NotificationsAnswer) => NotificationsAnswer) => void;
}

/** The member's notifications, 'Mark all as read', and 'Show older' while there are more. */
function Notifications({ answer, update }: NotificationsProps) {
  const { notifications, unread_count, has_more } = answer;
  const setUnread = useUnreadStore((state) => state.set);
  const [older, setOlder] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const markRead = async (ids?: number[]) => {
    setAlert(null);
    try {
      const { unread_count: left } = await markNotificationsRead(ids);
      setUnread(left);
      update((value) => ({
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
      update((value) => ({ ...page, notifications: [...value.notifications, ...page.notifications] }));
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
        {unread_count > 0 ? <MarkAllRead markRead={markRead} /> : null}
      </header>
      <FormAlert text={alert} />
      <NotificationSettingsBlock />
      <NotificationList notifications={notifications} markRead={markRead} />
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

function MarkAllRead({ markRead }: { markRead: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
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
  );
}

/** The notifications, each linking to its thread or reply (following one marks it read); or why there are none. */
function NotificationList({
  notifications,
  markRead,
}: {
  notifications: readonly NotificationItem[];
  markRead: (ids: number[]) => Promise<void>;
}) {
  if (notifications.length === 0) {
    return (
      <MessageState
        emoji="🔔"
        title="No notifications yet."
        actions={
          <Link to="/forum" className="btn btn--gradient">
            Visit the Forum
          </Link>
        }
      >
        <p>
          Replies to your posts, mentions, hype, accepted answers, new followers, your card battles' moves,
          deadlines and results, and price drops on products you saved will show up here.
        </p>
      </MessageState>
    );
  }
  return (
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
  );
}

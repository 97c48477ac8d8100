/** Forum notifications: the header's bell and the /notifications page. */
import './notifications.css';
import './push/push.css';
import { beforeLogout } from '@/features/auth';

// Pushes follow the member, not the browser: a logout ends them here (see forgetPushOnLogout). Its code (the push
// API's calls) loads at the logout: every page registers the step, few visits log out.
beforeLogout(async (token) => (await import('./push/browser-push')).forgetPushOnLogout(token));

export { NotificationBell } from './NotificationBell';
export { PushButton } from './push/PushButton';

export const loadNotificationsPage = async () => (await import('./NotificationsPage')).NotificationsPage;

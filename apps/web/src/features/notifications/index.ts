/** Forum notifications: the header's bell and the /notifications page. */
import './notifications.css';
import './push/push.css';

export { NotificationBell } from './NotificationBell';
export { PushButton } from './push/PushButton';

export const loadNotificationsPage = async () => (await import('./NotificationsPage')).NotificationsPage;

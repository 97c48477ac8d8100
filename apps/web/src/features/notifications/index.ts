/** Forum notifications: the header's bell and the /notifications page. */
import './notifications.css';

export { NotificationBell } from './NotificationBell';

export const loadNotificationsPage = async () => (await import('./NotificationsPage')).NotificationsPage;

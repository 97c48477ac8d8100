/** Forum notifications: the header's bell and the /notifications page. */
export { NotificationBell } from './NotificationBell';

export const loadNotificationsPage = async () => (await import('./NotificationsPage')).NotificationsPage;

/** Newsletter: the signup form and modal, and the unsubscribe page (/unsubscribe). */

import './newsletter.css';

export { NewsletterForm } from './NewsletterForm';
export { NewsletterModal } from './NewsletterModal';

export const loadUnsubscribePage = async () => (await import('./UnsubscribePage')).UnsubscribePage;

/** Newsletter: the signup form and modal, and the unsubscribe page (/unsubscribe). */

import './newsletter.css';

export { NewsletterForm } from './NewsletterForm';
export { NewsletterModalHost as NewsletterModal } from './NewsletterModalHost';

export const loadUnsubscribePage = async () => (await import('./UnsubscribePage')).UnsubscribePage;

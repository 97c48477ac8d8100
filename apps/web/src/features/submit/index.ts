/** Submit (/submit): suggest a product. */

import './submit.css';
export const loadSubmitPage = async () => (await import('./SubmitPage')).SubmitPage;

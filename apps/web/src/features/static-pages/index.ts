/** Static pages: about, terms, privacy and the test page. */

import './static-pages.css';
export const loadAboutPage = async () => (await import('./AboutPage')).AboutPage;
export const loadTermsPage = async () => (await import('./TermsPage')).TermsPage;
export const loadPrivacyPage = async () => (await import('./PrivacyPage')).PrivacyPage;
export const loadTestPage = async () => (await import('./TestPage')).TestPage;

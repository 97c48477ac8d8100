/** Auth: the member's session (store, kept in step with the server) and the login and register pages. */

import './auth.css';

export { beforeLogout, type LogoutStep, selectIsLoggedIn, useAuthStore } from './auth-store';
export { markMemberOnPage } from './member-mark';
export { useAuthSync } from './use-auth-sync';

// Pages are imported on demand (the router's `lazy`), so each stays out of the first bundle.
export const loadLoginPage = async () => (await import('./LoginPage')).LoginPage;
export const loadRegisterPage = async () => (await import('./RegisterPage')).RegisterPage;

/**
 * The admin area: its route guard and nav, and its pages (dashboard, products, catalogue, users, orders,
 * subscribers, suggestions, mail, system).
 */
import './admin.css';

export { AdminNav } from './AdminNav';

/** The admin area's guard and nav, loaded with the first admin page (no other visit needs them). */
export const loadAdminArea = async () => (await import('./AdminArea')).AdminArea;

export const loadAdminProductsPage = async () => (await import('./AdminProductsPage')).AdminProductsPage;
export const loadAdminCataloguePage = async () => (await import('./AdminCataloguePage')).AdminCataloguePage;
export const loadAdminDashboardPage = async () => (await import('./AdminDashboardPage')).AdminDashboardPage;
export const loadAdminUsersPage = async () => (await import('./AdminUsersPage')).AdminUsersPage;
export const loadAdminOrdersPage = async () => (await import('./AdminOrdersPage')).AdminOrdersPage;
export const loadAdminSuggestionsPage = async () =>
  (await import('./AdminSuggestionsPage')).AdminSuggestionsPage;
export const loadAdminMailPage = async () => (await import('./AdminMailPage')).AdminMailPage;
export const loadAdminSystemPage = async () => (await import('./AdminSystemPage')).AdminSystemPage;
export const loadAdminSubscribersPage = async () =>
  (await import('./AdminSubscribersPage')).AdminSubscribersPage;
/** A product page's admin controls (edit panel, Amazon refresh), loaded only for admins. */
export const loadProductAdminControls = async () =>
  (await import('./ProductAdminControls')).ProductAdminControls;

/** Moderation for members: block and report other members, report forum content (product spec 2 §2). */

import './moderation.css';

export type { ReportTarget } from './api';
export { BlockReportControls, ReportDialog } from './on-demand';
/** /admin-moderation: the moderation dashboard, loaded on demand. */
export const loadModerationDashboardPage = async () =>
  (await import('./ModerationDashboardPage')).ModerationDashboardPage;

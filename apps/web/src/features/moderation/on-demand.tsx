import { onDemand } from '@/components/ui/OnDemand';

// The report dialog and the block controls live on members' pages (a profile, a thread, the match board), all
// loaded on demand themselves. Imported as they are, they would travel in the code every page loads (this
// feature's index is also where the router finds the moderation dashboard), with the moderation contracts,
// whose schemas every visit would then build.
export const ReportDialog = onDemand(async () => (await import('./ReportDialog')).ReportDialog);
export const BlockReportControls = onDemand(
  async () => (await import('./BlockReportControls')).BlockReportControls,
);

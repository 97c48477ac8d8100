import { lazy, Suspense } from 'react';
import type { BlockReportControlsProps } from './BlockReportControls';
import type { ReportDialogProps } from './ReportDialog';

// The report dialog and the block controls live on members' pages (a profile, a thread, the match board), all
// loaded on demand themselves. Imported as they are, they would travel in the code every page loads (this
// feature's index is also where the router finds the moderation dashboard), with the moderation contracts,
// whose schemas every visit would then build. Each loads when first drawn instead; nothing is drawn meanwhile.
const LazyReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));
const LazyBlockReportControls = lazy(async () => ({
  default: (await import('./BlockReportControls')).BlockReportControls,
}));

export function ReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyReportDialog {...props} />
    </Suspense>
  );
}

export function BlockReportControls(props: BlockReportControlsProps) {
  return (
    <Suspense fallback={null}>
      <LazyBlockReportControls {...props} />
    </Suspense>
  );
}

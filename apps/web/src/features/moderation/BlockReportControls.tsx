import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { useAuthStore } from '@/features/auth';
import { blockMember, fetchBlockStatus, unblockMember } from './api';
import { blockErrorText } from './messages';
import { ReportDialog } from './ReportDialog';

interface BlockReportControlsProps {
  userId: number;
  /** How the member is named in the dialog (display name or username). */
  name: string;
  /** Told after a block or unblock went through (a block also ends follows both ways). */
  onBlockedChange?: (blocked: boolean) => void;
}

/**
 * Block/Unblock and Report on another member's public profile (product spec 2 §2, §4, §8). Never shown on
 * one's own profile. Visitors see only Report (product spec 1 §6), which asks them to log in. The block
 * status is checked when the profile opens; a failed check is only logged.
 */
export function BlockReportControls({ userId, name, onBlockedChange }: BlockReportControlsProps) {
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const [blocked, setBlocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const loggedIn = me !== null;

  useEffect(() => {
    setBlocked(false);
    setError(null);
    if (!loggedIn || me?.id === userId) return;
    const controller = new AbortController();
    fetchBlockStatus(userId, controller.signal).then(
      (status) => !controller.signal.aborted && setBlocked(status.blocked),
      (failure: unknown) => !controller.signal.aborted && console.warn('Block status check failed', failure),
    );
    return () => controller.abort();
  }, [loggedIn, me?.id, userId]);

  if (me?.id === userId) return null;

  const toggleBlock = async () => {
    const blocking = !blocked;
    setBusy(true);
    setError(null);
    try {
      const answer = blocking ? await blockMember(userId) : await unblockMember(userId);
      setBlocked(answer.blocked);
      onBlockedChange?.(answer.blocked);
    } catch (failure) {
      setError(blockErrorText(failure, blocking));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="moderation-controls">
      <FormAlert text={error} className="moderation-controls__error" />
      <div className="moderation-controls__buttons">
        {loggedIn ? (
          <button type="button" className="btn btn--outline btn--sm" disabled={busy} onClick={toggleBlock}>
            {blocked ? 'Unblock' : 'Block'}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setReporting(true)}>
          Report
        </button>
      </div>
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        target={{ type: 'user', id: userId, name }}
      />
    </div>
  );
}

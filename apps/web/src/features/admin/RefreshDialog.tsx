import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/api-client';
import { AdminPasswordField } from './AdminPasswordField';
import { startRefresh } from './api';
import { type Notice, NoticeText } from './Notice';
import { describeRun } from './refresh-run';
import { isNetworkFailure } from './use-product-admin';
import { useRefreshRun } from './use-refresh-run';

/**
 * 'Refresh Amazon Data (Admin)': asks for the admin password, queues a refresh of the product from Amazon and
 * shows its progress until it is done or failed (then the page loads the product again).
 */
export function RefreshDialog({
  asin,
  onFinished,
  onClose,
}: {
  asin: string;
  onFinished(): void;
  onClose(): void;
}) {
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'open' | 'refreshing' | 'success'>('open');
  const [error, setError] = useState<Notice>(null);
  const { run, follow } = useRefreshRun(onFinished);

  const onRefresh = async () => {
    setState('refreshing');
    setError(null);
    try {
      const answer = await startRefresh(password, asin);
      setState('success');
      follow(password, answer.run);
    } catch (failure) {
      setState('open');
      const text = isNetworkFailure(failure)
        ? 'Network error while refreshing product'
        : errorMessage(failure, 'Failed to refresh product');
      setError({ kind: 'error', text });
    }
  };
  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        Close
      </button>
      {state === 'success' ? null : (
        <BusyButton
          type="button"
          className="btn btn--primary"
          busy={state === 'refreshing'}
          busyLabel="Refreshing…"
          disabled={!password}
          onClick={() => void onRefresh()}
        >
          Refresh
        </BusyButton>
      )}
    </>
  );
  return (
    <Modal open onClose={onClose} title="Refresh Amazon Data" footer={footer}>
      {state === 'success' ? (
        <div role="status" aria-live="polite">
          <p>Product refresh triggered successfully! Data will update in a few seconds.</p>
          {run ? <p className="admin-refresh">{describeRun(run)}</p> : null}
        </div>
      ) : (
        <AdminPasswordField label="Admin password" value={password} onChange={setPassword} />
      )}
      <NoticeText notice={error} />
    </Modal>
  );
}

import { CONTENT_REPORT_REASONS, REPORT_DESCRIPTION_MAX, USER_REPORT_REASONS } from '@app/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { type ReportTarget, sendReport } from './api';
import { REPORT_SUCCESS_MS, reportErrorText } from './messages';

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
}

/**
 * The report dialog (product spec 2 §2, §4): reason (required) and details (optional); submitting, then a
 * success state for 2 s, after which it closes and resets. Visitors are asked to log in first.
 */
export function ReportDialog({ open, onClose, target }: ReportDialogProps) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const reasons = target.type === 'user' ? USER_REPORT_REASONS : CONTENT_REPORT_REASONS;
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [status, setStatus] = useState<'form' | 'submitting' | 'success'>('form');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const detailsId = useId();
  const errorId = useId();

  // Closing (by the user or after success) always resets the form for the next report.
  const close = () => {
    setReason('');
    setDetails('');
    setStatus('form');
    setError(null);
    onClose();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer only follows the success state
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(close, REPORT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'form') return;
    if (!reason) {
      setError('Please select a reason');
      return;
    }
    setError(null);
    setStatus('submitting');
    try {
      await sendReport(target, reason, details.trim());
      setStatus('success');
    } catch (failure) {
      setError(reportErrorText(failure));
      setStatus('form');
    }
  };

  const title = target.type === 'user' ? `Report ${target.name}` : `Report this ${target.contentType}`;

  return (
    <Modal open={open} onClose={close} title={title} className="report-dialog">
      {!loggedIn ? (
        <p className="report-dialog__login">
          Please log in to report content. <Link to="/login">Log In</Link>
        </p>
      ) : status === 'success' ? (
        <p className="form-success" role="status">
          Thanks. Your report was sent to our moderators.
        </p>
      ) : (
        <form className="report-dialog__form" onSubmit={onSubmit} noValidate>
          <div className={`form-field${error === 'Please select a reason' ? ' is-invalid' : ''}`}>
            <label htmlFor={reasonId} className="form-field__label">
              Reason
            </label>
            <div className="form-field__control">
              <select
                id={reasonId}
                value={reason}
                required
                aria-invalid={error === 'Please select a reason' || undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setReason(event.target.value)}
              >
                <option value="">Select a reason</option>
                {reasons.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="form-field">
            <label htmlFor={detailsId} className="form-field__label">
              Details (optional)
            </label>
            <div className="form-field__control">
              <textarea
                id={detailsId}
                rows={4}
                maxLength={REPORT_DESCRIPTION_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            </div>
          </div>
          <p id={errorId} className={error ? 'form-alert' : 'form-alert form-alert--empty'} role="alert">
            {error}
          </p>
          <div className="report-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={close}>
              Cancel
            </button>
            <BusyButton
              type="submit"
              className="btn btn--gradient"
              busy={status === 'submitting'}
              busyLabel="Submitting..."
            >
              Submit Report
            </BusyButton>
          </div>
        </form>
      )}
    </Modal>
  );
}

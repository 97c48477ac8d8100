import { CONTENT_REPORT_REASONS, REPORT_DESCRIPTION_MAX, USER_REPORT_REASONS } from '@app/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoginRequiredNote } from '@/components/ui/LoginRequired';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { type ReportTarget, sendReport } from './api';
import { REPORT_SUCCESS_MS, reportErrorText } from './messages';

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
}

const SELECT_A_REASON = 'Please select a reason';

/**
 * The report dialog (product spec 2 §2, §4): reason (required) and details (optional); submitting, then a
 * success state for 2 s, after which it closes and resets. Visitors are asked to log in first.
 */
export function ReportDialog({ open, onClose, target }: ReportDialogProps) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [sent, setSent] = useState(false);
  // A new form (empty, no error) for each opening.
  const [formKey, setFormKey] = useState(0);

  // Closing (by the user or after success) always resets the form for the next report.
  const close = () => {
    setSent(false);
    setFormKey((key) => key + 1);
    onClose();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer only follows the success state
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(close, REPORT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const title = target.type === 'user' ? `Report ${target.name}` : `Report this ${target.contentType}`;

  return (
    <Modal open={open} onClose={close} title={title} className="report-dialog">
      {!loggedIn ? (
        <LoginRequiredNote className="report-dialog__login" text="Please log in to report content." />
      ) : sent ? (
        <p className="form-success" role="status">
          Thanks. Your report was sent to our moderators.
        </p>
      ) : (
        <ReportForm key={formKey} target={target} onSent={() => setSent(true)} onCancel={close} />
      )}
    </Modal>
  );
}

interface ReportFormProps {
  target: ReportTarget;
  onSent: () => void;
  onCancel: () => void;
}

function ReportForm({ target, onSent, onCancel }: ReportFormProps) {
  const reasons = target.type === 'user' ? USER_REPORT_REASONS : CONTENT_REPORT_REASONS;
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const detailsId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!reason) {
      setError(SELECT_A_REASON);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await sendReport(target, reason, details.trim());
      onSent();
    } catch (failure) {
      setError(reportErrorText(failure));
      setSubmitting(false);
    }
  };

  return (
    <form className="report-dialog__form" onSubmit={onSubmit} noValidate>
      <SelectField
        id={reasonId}
        label="Reason"
        value={reason}
        required
        invalid={error === SELECT_A_REASON}
        errorId={errorId}
        // Any failure, not only a missing reason, is what the reason's field is described by.
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setReason(event.target.value)}
      >
        <option value="">Select a reason</option>
        {reasons.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={detailsId}
        label="Details (optional)"
        rows={4}
        maxLength={REPORT_DESCRIPTION_MAX}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <p id={errorId} className={error ? 'form-alert' : 'form-alert form-alert--empty'} role="alert">
        {error}
      </p>
      <div className="report-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton type="submit" className="btn btn--gradient" busy={submitting} busyLabel="Submitting...">
          Submit Report
        </BusyButton>
      </div>
    </form>
  );
}

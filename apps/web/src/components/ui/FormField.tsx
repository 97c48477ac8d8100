import type { ReactNode } from 'react';

/** What every labelled form field takes besides its control's own attributes. */
export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  invalid?: boolean;
  /** id of the element that explains the error (the form's alert region). */
  errorId?: string;
  className?: string;
}

/** The control's aria attributes: invalid, and described by the error (when invalid) and the hint. */
export function fieldAria({
  id,
  hint,
  invalid,
  errorId,
}: Pick<FieldProps, 'id' | 'hint' | 'invalid' | 'errorId'>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
}

/**
 * A field's props parted into the frame's (label, hint, marking) and the control's (its own attributes with the
 * id and the aria attributes), for a field drawn as `<FieldFrame {...frame}><control {...control} /></FieldFrame>`.
 */
export function splitField<P extends FieldProps>({
  id,
  label,
  hint,
  invalid,
  errorId,
  className,
  ...rest
}: P) {
  return {
    frame: { id, label, hint, invalid, className },
    control: { id, ...fieldAria({ id, hint, invalid, errorId }), ...rest },
  };
}

interface FieldFrameProps extends Omit<FieldProps, 'errorId'> {
  /** The control box's class, when the field lays its control out in a row of its own. */
  controlClassName?: string;
  children: ReactNode;
}

/** The frame every form field shares: its label, the box holding the control, and the hint under it. */
export function FieldFrame({
  id,
  label,
  hint,
  invalid,
  className,
  controlClassName,
  children,
}: FieldFrameProps) {
  return (
    <div className={`form-field${invalid ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className={controlClassName ?? 'form-field__control'}>{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
  /** id of the element that explains the error (the form's alert region). */
  errorId?: string;
  /** Extra control rendered inside the input box, e.g. a show/hide button. */
  addon?: ReactNode;
}

/** Labelled input with optional hint; marks itself aria-invalid and points at the error when invalid. */
export function TextField({ id, label, hint, invalid, errorId, addon, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${invalid ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className={`form-field__control${addon ? ' has-addon' : ''}`}>
        <input id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

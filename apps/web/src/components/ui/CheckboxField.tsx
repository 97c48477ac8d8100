import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Smaller words under the label ('Subscribers earn 100 reward points.'). */
  hint?: ReactNode;
}

/** A checkbox with its label (and a smaller hint) beside it; the whole row toggles it. */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={`checkbox-field${className ? ` ${className}` : ''}`}>
      <input className="checkbox-field__input" type="checkbox" {...input} />
      <span className="checkbox-field__text">
        {label}
        {hint ? <small>{hint}</small> : null}
      </span>
    </label>
  );
}

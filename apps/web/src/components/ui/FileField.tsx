import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, fieldAria } from './FormField';

export interface FileFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

/**
 * Labelled file picker with optional hint; marks itself aria-invalid and points at the error when invalid. The
 * picker keeps the browser's own button (it is not boxed like a text input).
 */
export function FileField({ id, label, hint, invalid, errorId, className, ...input }: FileFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      invalid={invalid}
      className={className}
      controlClassName="form-field__file"
    >
      <input id={id} type="file" {...fieldAria({ id, hint, invalid, errorId })} {...input} />
    </FieldFrame>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldProps, splitField } from './FormField';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Extra control rendered inside the input box, e.g. a show/hide button. */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled input with optional hint; marks itself aria-invalid and points at the error when invalid. */
export function TextField({ addon, ...props }: TextFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame} controlClassName={addon ? 'form-field__control has-addon' : undefined}>
      <input {...control} />
      {addon}
    </FieldFrame>
  );
}

import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, splitField } from './FormField';

export interface TextAreaFieldProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** Labelled textarea with optional hint; marks itself aria-invalid and points at the error when invalid. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

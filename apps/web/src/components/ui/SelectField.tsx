import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, splitField } from './FormField';

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
}

/** Labelled select (its `<option>`s are the children); marks itself aria-invalid and points at the error. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} />
    </FieldFrame>
  );
}

import type { InputHTMLAttributes, Ref } from 'react';

export interface InlineFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** Read out by screen readers; the box's placeholder and its button say it to the eye. */
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line form's input (a search box, an email box beside its button), labelled for screen readers only. */
export function InlineField({ id, label, ...input }: InlineFieldProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} {...input} />
    </>
  );
}

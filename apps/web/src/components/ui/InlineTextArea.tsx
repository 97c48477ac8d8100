import type { TextareaHTMLAttributes } from 'react';

export interface InlineTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  /** Read out by screen readers; the box's placeholder and its button say it to the eye. */
  label: string;
}

/** A one-box form's textarea (a reply composer), labelled for screen readers only: InlineField's textarea. */
export function InlineTextArea({ id, label, ...textarea }: InlineTextAreaProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea id={id} {...textarea} />
    </>
  );
}

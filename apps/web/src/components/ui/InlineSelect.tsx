import type { SelectHTMLAttributes } from 'react';

export interface InlineSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  /** Shown beside the select ('Sort'). */
  label: string;
}

/** A select in a row of controls (a listing's sort or filter), its label beside it; the options are the children. */
export function InlineSelect({ id, label, ...select }: InlineSelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select} />
    </>
  );
}

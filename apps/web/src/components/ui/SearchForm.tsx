import { type FormEvent, useId, useState } from 'react';
import { InlineField } from './InlineField';
import { TextField } from './TextField';

interface SearchFormProps {
  className: string;
  /** The form's accessible name ('User search'). */
  name: string;
  label: string;
  /** The label shown above the box; otherwise it is read to screen readers only and the placeholder shows. */
  labelShown?: boolean;
  placeholder?: string;
  /** The words searched for now (e.g. from the address): the box shows them, and follows when they change. */
  value?: string;
  onSearch: (words: string) => void;
}

/** A list's search box and its Search button: the words typed are searched for when the form is sent (trimmed). */
export function SearchForm({
  className,
  name,
  label,
  labelShown = false,
  placeholder,
  value = '',
  onSearch,
}: SearchFormProps) {
  const [draft, setDraft] = useState(value);
  // Another search (Back, a link, 'Clear search') replaces what was typed, during the render that brings it.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    setDraft(value);
  }
  const id = useId();
  const Field = labelShown ? TextField : InlineField;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={className} aria-label={name} onSubmit={onSubmit}>
      <Field
        id={id}
        label={label}
        type="search"
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn--outline btn--sm">
        Search
      </button>
    </form>
  );
}

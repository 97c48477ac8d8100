import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@/components/ui/TextField';

/** An admin list's search box: its words are searched for when the form is sent (trimmed). */
export function SearchForm({
  name,
  label,
  onSearch,
}: {
  /** The form's accessible name ('User search'). */
  name: string;
  label: string;
  onSearch: (words: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="admin-search" aria-label={name} onSubmit={onSubmit}>
      <TextField
        id={id}
        label={label}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn--outline btn--sm">
        Search
      </button>
    </form>
  );
}

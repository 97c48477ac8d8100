import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { InlineField } from '@/components/ui/InlineField';
import { SearchIcon } from '@/components/ui/icons';

/** The header's search box: a search goes to /search?q= and closes the box. */
export interface HeaderSearchProps {
  query: string;
  setQuery: (query: string) => void;
  onClose: () => void;
  onEscape: () => void;
}

export default function HeaderSearch({ query, setQuery, onClose, onEscape }: HeaderSearchProps) {
  const navigate = useNavigate();
  const searchInputId = useId();

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    setQuery('');
    onClose();
  };

  return (
    <search id="header-search">
      <form className="header-search" onSubmit={submitSearch}>
        <SearchIcon className="header-search__icon" />
        <InlineField
          id={searchInputId}
          label="Search products"
          type="search"
          placeholder="Search products..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onEscape();
          }}
          // The field only appears after the user asks for search.
          autoFocus
        />
        <button type="submit" className="btn btn--gradient btn--sm">
          Search
        </button>
      </form>
    </search>
  );
}

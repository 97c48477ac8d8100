import type { QuickSearchAnswer } from '@app/contracts';
import { useEffect, useId, useState } from 'react';
import { TextField } from '@/components/ui/TextField';
import { searchProductsToAttach } from '../api';

export type Product = QuickSearchAnswer['results'][number];

const LABEL = 'Attach a product (optional)';

/** Matches of the product search, a moment after typing stops (two characters at least). */
function useProductSearch(query: string) {
  const [results, setResults] = useState<Product[]>([]);
  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProductsToAttach(text, controller.signal).then(
        (answer) => setResults(answer.results),
        () => setResults([]),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return results;
}

/** A deal, review or show-and-tell attaches a product found by search (product spec 3 §5). */
export function ProductAttach({
  product,
  onChange,
}: {
  product: Product | null;
  onChange: (product: Product | null) => void;
}) {
  const [query, setQuery] = useState('');
  const results = useProductSearch(query);
  const id = useId();
  if (product) {
    return (
      <div className="form-field">
        <span className="form-field__label">{LABEL}</span>
        <p className="forum-attached">
          {product.name}{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(null)}>
            Remove
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="forum-attach">
      <TextField
        id={id}
        label={LABEL}
        type="search"
        placeholder="Search products..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {results.length > 0 ? (
        <ul className="forum-product-results">
          {results.map((result) => (
            <li key={result.id}>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(result)}>
                {result.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

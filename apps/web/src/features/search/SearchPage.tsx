import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { type Product, searchProducts } from '@/features/products';
import { SearchResultCard } from './SearchResultCard';

/** How many results one search asks the server for. */
export const SEARCH_LIMIT = 50;

type SearchState =
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; products: Product[]; total: number }
  | { status: 'error'; q: string };

export const resultCountText = (count: number, q: string) =>
  count === 0 ? `No results found for "${q}"` : `Found ${count} result${count === 1 ? '' : 's'} for "${q}"`;

/** The results page's own search box: a new search without going back to the header. */
function SearchAgain({ q }: { q: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next) navigate(`/search?q=${encodeURIComponent(next)}`);
  };
  return (
    <form className="search-again" aria-label="New search" onSubmit={onSubmit}>
      <label htmlFor="search-again-input" className="visually-hidden">
        New search
      </label>
      <input
        id="search-again-input"
        type="search"
        value={draft}
        placeholder="Search products..."
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn--gradient">
        Search
      </button>
    </form>
  );
}

/** /search?q=: server-side search; runs only for a non-empty (trimmed) query. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchState>({ status: 'loading', q });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request after 'Try again'
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    setState({ status: 'loading', q });
    searchProducts(q, SEARCH_LIMIT, controller.signal)
      .then(({ products, total }) => setState({ status: 'done', q, products, total }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', q });
      });
    return () => controller.abort();
  }, [q, attempt]);

  const current: SearchState = state.q === q ? state : { status: 'loading', q };

  return (
    <div className="page search-page">
      <title>{q ? `Search: ${q} | ${SITE_NAME}` : `Search | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <header className="page-header">
        <h1 className="page-header__title">Search Results</h1>
        <SearchAgain q={q} />
        {q && current.status === 'done' ? (
          <p className="page-header__lead" role="status">
            {resultCountText(current.total, q)}
          </p>
        ) : null}
      </header>

      {!q ? (
        <MessageState
          emoji="🔎"
          title="What are you looking for?"
          actions={
            <Link to="/collections" className="btn btn--gradient btn--lg">
              Browse Collections
            </Link>
          }
        >
          <p>Type what you are hunting for above, or use the search button in the header.</p>
        </MessageState>
      ) : current.status === 'loading' ? (
        <LoadingState text="Searching products..." />
      ) : current.status === 'error' ? (
        <LoadFailedState
          text="Failed to search products. Please try again."
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : current.products.length === 0 ? (
        <MessageState
          emoji="🤷"
          title="Nothing matched that one"
          actions={
            <Link to="/collections" className="btn btn--gradient btn--lg">
              Browse Collections
            </Link>
          }
        >
          <p>Try a shorter word, or wander through the collections instead.</p>
        </MessageState>
      ) : (
        <>
          <ul className="result-list" aria-label="Search results">
            {current.products.map((product) => (
              <li key={product._id}>
                <SearchResultCard product={product} />
              </li>
            ))}
          </ul>
          {current.total > current.products.length ? (
            <p className="result-list__more">
              Showing the first {current.products.length}. Try a more specific search to narrow it down.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

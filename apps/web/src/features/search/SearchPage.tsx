import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InlineField } from '@/components/ui/InlineField';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { BrowseCollectionsLink, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { type Product, searchProducts } from '@/features/products';
import { type Loaded as LoadState, useLoad } from '@/hooks/use-load';
import { SearchResultCard } from './SearchResultCard';

/** How many results one search asks the server for. */
export const SEARCH_LIMIT = 50;

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
      <InlineField
        id="search-again-input"
        label="New search"
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
  const search = useLoad(
    q ? (signal) => searchProducts(q, SEARCH_LIMIT, signal).then((found) => ({ q, ...found })) : null,
    [q],
  );
  // Until the new query's answer comes, an answer to the one before is not shown.
  const state: LoadState<SearchAnswer> =
    search.state.status === 'done' && search.state.value.q !== q ? { status: 'loading' } : search.state;

  return (
    <div className="page search-page">
      <title>{q ? `Search: ${q} | ${SITE_NAME}` : `Search | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <header className="page-header">
        <h1 className="page-header__title">Search Results</h1>
        <SearchAgain q={q} />
        {q && state.status === 'done' ? (
          <p className="page-header__lead" role="status">
            {resultCountText(state.value.total, q)}
          </p>
        ) : null}
      </header>

      {!q ? (
        <SearchHint emoji="🔎" title="What are you looking for?">
          Type what you are hunting for above, or use the search button in the header.
        </SearchHint>
      ) : (
        <Loaded
          load={{ state, reload: search.reload }}
          loading="Searching products..."
          failed={() => 'Failed to search products. Please try again.'}
          empty={whenNo(
            'products',
            <SearchHint emoji="🤷" title="Nothing matched that one">
              Try a shorter word, or wander through the collections instead.
            </SearchHint>,
          )}
        >
          {({ products, total }) => <SearchResults products={products} total={total} />}
        </Loaded>
      )}
    </div>
  );
}

type SearchAnswer = { q: string; products: Product[]; total: number };

/** No query yet, or nothing found: what to try, and the way to the collections. */
function SearchHint({ emoji, title, children }: { emoji: string; title: string; children: string }) {
  return (
    <MessageState emoji={emoji} title={title} actions={<BrowseCollectionsLink />}>
      <p>{children}</p>
    </MessageState>
  );
}

function SearchResults({ products, total }: { products: readonly Product[]; total: number }) {
  return (
    <>
      <ul className="result-list" aria-label="Search results">
        {products.map((product) => (
          <li key={product._id}>
            <SearchResultCard product={product} />
          </li>
        ))}
      </ul>
      {total > products.length ? (
        <p className="result-list__more">
          Showing the first {products.length}. Try a more specific search to narrow it down.
        </p>
      ) : null}
    </>
  );
}

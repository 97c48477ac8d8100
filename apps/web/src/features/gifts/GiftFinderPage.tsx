import { GIFT_GROUPS, type GiftCategory, type GiftGroup, type Product } from '@app/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { ProductGrid } from '@/features/products';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchGiftCategories, fetchGifts } from './api';
import {
  choiceFromParams,
  choiceTitle,
  type GiftChoice,
  paramsFromChoice,
  toggleChoice,
} from './gift-filters';

const GROUP_LABELS: Record<GiftGroup, string> = {
  recipient: "Who's it for?",
  occasion: 'The occasion',
  price: 'Budget',
};

function FilterGroup({
  group,
  gifts,
  chosen,
  onPick,
}: {
  group: GiftGroup;
  gifts: readonly GiftCategory[];
  chosen: string | undefined;
  onPick: (id: string) => void;
}) {
  return (
    <fieldset className="gift-filter">
      <legend className="gift-filter__label">{GROUP_LABELS[group]}</legend>
      <div className="gift-filter__chips">
        {gifts
          .filter((gift) => gift.group === group)
          .map((gift) => (
            <button
              key={gift.id}
              type="button"
              className={`chip${chosen === gift.id ? ' is-active' : ''}`}
              aria-pressed={chosen === gift.id}
              onClick={() => onPick(gift.id)}
            >
              <span aria-hidden="true">{gift.emoji}</span> {gift.name}
            </button>
          ))}
      </div>
    </fieldset>
  );
}

/** The gifts for one choice: the first page, then 'Show more' appends the next (a new choice starts over). */
function GiftResults({ choice, title, onClear }: { choice: GiftChoice; title: string; onClear: () => void }) {
  const first = useLoad((signal) => fetchGifts(choice, 0, signal), []);
  return (
    <Loaded
      load={first}
      loading="Finding gifts..."
      failed="Failed to load gifts."
      empty={whenNo(
        'products',
        <MessageState
          emoji="🕵️"
          title="No gifts match all of these yet."
          actions={
            <button type="button" className="btn btn--gradient" onClick={onClear}>
              Clear filters
            </button>
          }
        >
          <p>Try another budget or occasion: new finds land every week.</p>
        </MessageState>,
      )}
    >
      {(page) => <GiftList choice={choice} title={title} first={page.products} total={page.total} />}
    </Loaded>
  );
}

interface GiftListProps {
  choice: GiftChoice;
  title: string;
  first: readonly Product[];
  total: number;
}

function GiftList({ choice, title, first, total }: GiftListProps) {
  const [more, setMore] = useState<Product[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const products = [...first, ...more];

  const onMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await fetchGifts(choice, products.length);
      setMore((current) => [...current, ...next.products]);
    } catch (failure) {
      setMoreError(errorMessage(failure, 'Failed to load more gifts.'));
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <section aria-labelledby="gift-results-title" className="gift-results">
      <h2 id="gift-results-title" className="section-title">
        {title} <span className="gift-results__count">({total === 1 ? '1 gift' : `${total} gifts`})</span>
      </h2>
      <ProductGrid products={products} label="Gift ideas" />
      <FormAlert text={moreError} />
      {products.length < total ? (
        <div className="gift-results__more">
          <BusyButton
            type="button"
            className="btn btn--outline"
            busy={loadingMore}
            busyLabel="Loading..."
            onClick={onMore}
          >
            Show more
          </BusyButton>
        </div>
      ) : null}
    </section>
  );
}

/**
 * /gifts, the gift finder (product spec 2 §2 defines the groups but no page; see docs/decisions.md): pick who
 * it is for, the occasion and a budget, in any combination; the choice lives in the URL, so it can be shared.
 */
export function GiftFinderPage() {
  const [params, setParams] = useSearchParams();
  const categories = useLoad((signal) => fetchGiftCategories(signal), []);
  const known = categories.state.status === 'done' ? categories.state.value.giftCategories : [];
  const choice = choiceFromParams(params, known);
  const choose = (next: GiftChoice) =>
    setParams(paramsFromChoice(next), { replace: true, preventScrollReset: true });
  const choiceKey = paramsFromChoice(choice).toString();

  return (
    <div className="page gift-finder">
      <PageMeta
        title="Gift Finder"
        description="Find a weird, wonderful gift by who it's for, the occasion and your budget."
        path="/gifts"
      />
      <header className="page-header">
        <span className="page-header__emoji" aria-hidden="true">
          🎁
        </span>
        <h1 className="page-header__title">Gift Finder</h1>
        <p className="page-header__lead">
          Pick who it's for, the occasion and a budget. Found the one? Share the link.
        </p>
      </header>
      <Loaded
        load={categories}
        loading="Loading the gift finder..."
        failed="Failed to load the gift finder."
        empty={whenNo(
          'giftCategories',
          <MessageState emoji="🎁" title="The gift finder is being stocked.">
            <p>Check back soon, or browse our collections in the meantime.</p>
          </MessageState>,
        )}
      >
        {() => (
          <>
            <div className="gift-filters">
              {GIFT_GROUPS.map((group) => (
                <FilterGroup
                  key={group}
                  group={group}
                  gifts={known}
                  chosen={choice[group]}
                  onPick={(id) => choose(toggleChoice(choice, group, id))}
                />
              ))}
              {choiceKey ? (
                <button type="button" className="btn btn--outline btn--sm" onClick={() => choose({})}>
                  Clear all
                </button>
              ) : null}
            </div>
            <GiftResults
              key={choiceKey}
              choice={choice}
              title={choiceTitle(choice, known)}
              onClear={() => choose({})}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

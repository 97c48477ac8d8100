import { FLAIR_GROUPS, FLAIR_LABELS, THREAD_SORTS, TIME_RANGES } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { InlineField } from '@/components/ui/InlineField';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { ToggleChip } from '../ToggleChip';

/** How a category's listing is asked for: order, time range, product-type tags and search words. */
export interface ListingChoice {
  sort: string;
  timeRange: string;
  flairs: string[];
  search: string;
}

export const FIRST_CHOICE: ListingChoice = { sort: 'hot', timeRange: 'all', flairs: [], search: '' };

const capitalised = (word: string) => word[0]?.toUpperCase() + word.slice(1);

/** The listing's sort, time range and search row, and its product-type tags. */
export function ListingFilters({
  choice,
  onChange,
}: {
  choice: ListingChoice;
  onChange: (change: Partial<ListingChoice>) => void;
}) {
  const [draft, setDraft] = useState('');
  const ids = { sort: useId(), range: useId(), search: useId() };
  const toggleFlair = (flair: string) =>
    onChange({
      flairs: choice.flairs.includes(flair)
        ? choice.flairs.filter((entry) => entry !== flair)
        : [...choice.flairs, flair],
    });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: draft.trim() });
  };
  return (
    <>
      <div className="forum-filters">
        <InlineSelect
          id={ids.sort}
          label="Sort"
          value={choice.sort}
          onChange={(event) => onChange({ sort: event.target.value })}
        >
          {THREAD_SORTS.map((option) => (
            <option key={option} value={option}>
              {capitalised(option)}
            </option>
          ))}
        </InlineSelect>
        <InlineSelect
          id={ids.range}
          label="Time"
          value={choice.timeRange}
          onChange={(event) => onChange({ timeRange: event.target.value })}
        >
          {TIME_RANGES.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? 'All time' : option}
            </option>
          ))}
        </InlineSelect>
        <form className="forum-search" aria-label="Thread search" onSubmit={onSearch}>
          <InlineField
            id={ids.search}
            label="Search threads"
            type="search"
            placeholder="Search threads..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn--outline btn--sm">
            Search
          </button>
        </form>
      </div>
      <fieldset className="forum-flairs">
        <legend>Product type</legend>
        {FLAIR_GROUPS.product_type.map((flair) => (
          <ToggleChip key={flair} checked={choice.flairs.includes(flair)} onChange={() => toggleFlair(flair)}>
            {FLAIR_LABELS[flair] ?? flair}
          </ToggleChip>
        ))}
      </fieldset>
    </>
  );
}

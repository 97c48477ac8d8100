import { FLAIR_GROUPS, FLAIR_LABELS, THREAD_SORTS, TIME_RANGES } from '@app/contracts';
import { useId } from 'react';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { SearchForm } from '@/components/ui/SearchForm';
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

/** The listing's selects: the choice each one sets, its label and its options (value and text). */
const SELECTS = [
  {
    key: 'sort',
    label: 'Sort',
    options: THREAD_SORTS.map((option) => [option, capitalised(option)] as const),
  },
  {
    key: 'timeRange',
    label: 'Time',
    options: TIME_RANGES.map((option) => [option, option === 'all' ? 'All time' : option] as const),
  },
] as const;

/** The listing's sort, time range and search row, and its product-type tags. */
export function ListingFilters({
  choice,
  onChange,
}: {
  choice: ListingChoice;
  onChange: (change: Partial<ListingChoice>) => void;
}) {
  const id = useId();
  const toggleFlair = (flair: string) =>
    onChange({
      flairs: choice.flairs.includes(flair)
        ? choice.flairs.filter((entry) => entry !== flair)
        : [...choice.flairs, flair],
    });
  return (
    <>
      <div className="forum-filters">
        {SELECTS.map(({ key, label, options }) => (
          <InlineSelect
            key={key}
            id={`${id}-${key}`}
            label={label}
            value={choice[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
          >
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </InlineSelect>
        ))}
        <SearchForm
          className="forum-search"
          name="Thread search"
          label="Search threads"
          placeholder="Search threads..."
          onSearch={(search) => onChange({ search })}
        />
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

import { type DragEvent, useMemo, useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { SITE_NAME } from '@/config/site';
import { ManageDecksButton } from '@/features/deck-manager';
import {
  ALL,
  addToDeck,
  CARD_DRAG_TYPE,
  type CardQuery,
  DECK_LIMIT,
  filterAndSortCards,
  loadSavedDeck,
  removeFromDeck,
  saveDeckLocally,
} from './deck-builder';
import { CARD_RARITIES, CARD_TYPES, SAMPLE_CARD_ICONS, SAMPLE_CARDS, type SampleCard } from './sample-cards';

const OUTCOME_TEXT = {
  full: () => `Your deck is full (${DECK_LIMIT}/${DECK_LIMIT}). Remove a card to add another.`,
  duplicate: (card?: SampleCard) => `${card?.name ?? 'That card'} is already in your deck.`,
  unknown: () => 'Only cards from the list can be added.',
  added: (card?: SampleCard) => `Added ${card?.name ?? 'card'}.`,
} as const;

/** Reads the card id a drop carries: our own type first, then plain text (e.g. from another browser). */
function droppedCardId(event: DragEvent): string {
  return event.dataTransfer.getData(CARD_DRAG_TYPE) || event.dataTransfer.getData('text/plain').trim();
}

/** /deck-builder (product spec 3 §2, product spec 3 §4): a 10-card deck of local sample cards, saved in this browser under `myDeck`. */
export function DeckBuilderPage() {
  const [deck, setDeck] = useState<SampleCard[]>(loadSavedDeck);
  const [notice, setNotice] = useState('');
  const [draggingId, setDraggingId] = useState<string | null>(null);

  const add = (cardId: string) => {
    const result = addToDeck(deck, cardId);
    if (result.outcome === 'added') setDeck(result.deck);
    setNotice(OUTCOME_TEXT[result.outcome](result.card));
  };

  const remove = (card: SampleCard) => {
    setDeck(removeFromDeck(deck, card.id));
    setNotice(`Removed ${card.name}.`);
  };

  const save = () => {
    if (saveDeckLocally(deck)) window.alert('Deck saved!');
    else setNotice('Your browser did not let us save the deck. Check that site storage is allowed.');
  };

  return (
    <div className="deck-builder">
      <title>{`Deck Builder | ${SITE_NAME}`}</title>
      <header className="deck-builder__header">
        <div>
          <h1 className="deck-builder__title">Deck Builder</h1>
          <p className="deck-builder__lead">
            Drag cards into your deck, or use <strong>Add</strong>. A deck holds up to {DECK_LIMIT} different
            cards.
          </p>
        </div>
        <ManageDecksButton />
      </header>

      <div className="deck-builder__layout">
        <CardLibrary deck={deck} onAdd={add} draggingId={draggingId} onDragging={setDraggingId} />
        <DeckZone
          deck={deck}
          notice={notice}
          onDrop={(cardId) => {
            setDraggingId(null);
            add(cardId);
          }}
          onRemove={remove}
          onSave={save}
        />
      </div>
    </div>
  );
}

interface CardLibraryProps {
  deck: SampleCard[];
  onAdd: (cardId: string) => void;
  /** The card being dragged, if one is. */
  draggingId: string | null;
  onDragging: (cardId: string | null) => void;
}

/** The sample cards, filtered and sorted, each dragged or added into the deck. */
function CardLibrary({ deck, onAdd, draggingId, onDragging }: CardLibraryProps) {
  const [query, setQuery] = useState<CardQuery>({ type: ALL, rarity: ALL, sortBy: 'name' });
  const shown = useMemo(() => filterAndSortCards(SAMPLE_CARDS, query), [query]);
  const inDeck = useMemo(() => new Set(deck.map((card) => card.id)), [deck]);
  const full = deck.length >= DECK_LIMIT;

  const onDragStart = (event: DragEvent, card: SampleCard) => {
    event.dataTransfer.setData(CARD_DRAG_TYPE, card.id);
    event.dataTransfer.setData('text/plain', card.id);
    event.dataTransfer.effectAllowed = 'copy';
    onDragging(card.id);
  };

  return (
    <section className="card-library" aria-labelledby="card-library-title">
      <h2 id="card-library-title" className="deck-builder__section-title">
        Cards
      </h2>
      <CardFilters query={query} onChange={setQuery} />

      {shown.length === 0 ? (
        <p className="deck-builder__empty">No cards match these filters.</p>
      ) : (
        <ul className="sample-cards" aria-label="Available cards">
          {shown.map((card) => {
            const added = inDeck.has(card.id);
            return (
              <li
                key={card.id}
                className={`sample-card card-type--${card.type.toLowerCase()}${added ? ' is-added' : ''}${draggingId === card.id ? ' is-dragging' : ''}`}
                draggable
                onDragStart={(event) => onDragStart(event, card)}
                onDragEnd={() => onDragging(null)}
                data-card-id={card.id}
              >
                <span className="sample-card__icon" aria-hidden="true">
                  {SAMPLE_CARD_ICONS[card.id]}
                </span>
                <span className="sample-card__name">{card.name}</span>
                <span className="sample-card__tags">
                  <span className="tag">{card.type}</span>
                  <span className={`tag tag--${card.rarity.toLowerCase()}`}>{card.rarity}</span>
                </span>
                {added ? <span className="sample-card__in-deck">✓ In deck</span> : null}
                <button
                  type="button"
                  className="btn btn--sm sample-card__add"
                  aria-disabled={added || full || undefined}
                  onClick={() => onAdd(card.id)}
                >
                  Add<span className="visually-hidden"> {card.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <button type="button" className="deck-builder__jump" onClick={showDeck}>
        <span>
          🃏 {deck.length}/{DECK_LIMIT} in your deck
        </span>
        <span aria-hidden="true">View deck ↓</span>
      </button>
    </section>
  );
}

/** Small screens stack the deck under the card list: the jump button brings it into view. */
function showDeck() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById('deck-zone')
    ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  document.getElementById('deck-zone-title')?.focus({ preventScroll: true });
}

/** The filters and the sort: each a choice of the card query, with its field's id, label and options. */
const QUERY_FIELDS: ReadonlyArray<{
  key: keyof CardQuery;
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}> = [
  { key: 'type', id: 'deck-filter-type', label: 'Type', options: [ALL, ...CARD_TYPES].map(asOption) },
  {
    key: 'rarity',
    id: 'deck-filter-rarity',
    label: 'Rarity',
    options: [ALL, ...CARD_RARITIES].map(asOption),
  },
  {
    key: 'sortBy',
    id: 'deck-sort',
    label: 'Sort By',
    options: [
      { value: 'name', label: 'Name' },
      { value: 'rarity', label: 'Rarity' },
    ],
  },
];

function asOption(value: string) {
  return { value, label: value };
}

/** Filter by type and rarity, sort by name or rarity. */
function CardFilters({ query, onChange }: { query: CardQuery; onChange: (query: CardQuery) => void }) {
  return (
    <fieldset className="deck-filters">
      <legend className="visually-hidden">Filter and sort cards</legend>
      {QUERY_FIELDS.map(({ key, id, label, options }) => (
        <SelectField
          key={key}
          id={id}
          label={label}
          className="select-field"
          value={query[key]}
          onChange={(event) => onChange({ ...query, [key]: event.target.value })}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ))}
    </fieldset>
  );
}

interface DeckZoneProps {
  deck: SampleCard[];
  notice: string;
  onDrop: (cardId: string) => void;
  onRemove: (card: SampleCard) => void;
  onSave: () => void;
}

/** The deck: where cards are dropped, each removable, and saved in this browser. */
function DeckZone({ deck, notice, onDrop, onRemove, onSave }: DeckZoneProps) {
  const [dropActive, setDropActive] = useState(false);
  const full = deck.length >= DECK_LIMIT;

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dropActive) setDropActive(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropActive(false);
  };
  const onDropped = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    onDrop(droppedCardId(event));
  };

  return (
    <section
      id="deck-zone"
      className={`deck-zone${dropActive ? ' is-drop-target' : ''}${full ? ' is-full' : ''}`}
      aria-labelledby="deck-zone-title"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDropped}
      data-testid="deck-drop-zone"
    >
      <div className="deck-zone__header">
        <h2 id="deck-zone-title" className="deck-builder__section-title" tabIndex={-1}>
          Your Deck
        </h2>
        <p className="deck-zone__count" aria-live="polite" aria-atomic="true">
          {deck.length}/{DECK_LIMIT} cards selected
        </p>
      </div>
      <div className="deck-zone__meter" aria-hidden="true">
        <span style={{ width: `${(deck.length / DECK_LIMIT) * 100}%` }} />
      </div>

      {deck.length === 0 ? (
        <p className="deck-zone__empty">Drag cards here or press Add.</p>
      ) : (
        <ol className="deck-zone__list" aria-label="Cards in your deck">
          {deck.map((card) => (
            <li key={card.id} className={`deck-slot card-type--${card.type.toLowerCase()}`}>
              <span className="deck-slot__icon" aria-hidden="true">
                {SAMPLE_CARD_ICONS[card.id]}
              </span>
              <span className="deck-slot__name">{card.name}</span>
              <span className={`tag tag--${card.rarity.toLowerCase()}`}>{card.rarity}</span>
              <button
                type="button"
                className="deck-slot__remove"
                aria-label={`Remove ${card.name}`}
                onClick={() => onRemove(card)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}

      <p className="deck-zone__notice" role="status">
        {notice}
      </p>

      <button type="button" className="btn btn--gradient btn--lg btn--block" onClick={onSave}>
        Save Deck
      </button>
    </section>
  );
}

import { type DragEvent, useMemo, useState } from 'react';
import { SITE_NAME } from '@/config/site';
import { ManageDecksButton } from '@/features/deck-manager';
import {
  ALL,
  addToDeck,
  CARD_DRAG_TYPE,
  DECK_LIMIT,
  filterAndSortCards,
  loadSavedDeck,
  type RarityFilter,
  removeFromDeck,
  type SortBy,
  saveDeckLocally,
  type TypeFilter,
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
  const [typeFilter, setTypeFilter] = useState<TypeFilter>(ALL);
  const [rarityFilter, setRarityFilter] = useState<RarityFilter>(ALL);
  const [sortBy, setSortBy] = useState<SortBy>('name');
  const [deck, setDeck] = useState<SampleCard[]>(loadSavedDeck);
  const [notice, setNotice] = useState('');
  const [dropActive, setDropActive] = useState(false);
  const [draggingId, setDraggingId] = useState<string | null>(null);

  const shown = useMemo(
    () => filterAndSortCards(SAMPLE_CARDS, { type: typeFilter, rarity: rarityFilter, sortBy }),
    [typeFilter, rarityFilter, sortBy],
  );
  const inDeck = useMemo(() => new Set(deck.map((card) => card.id)), [deck]);
  const full = deck.length >= DECK_LIMIT;

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

  /** Small screens stack the deck under the card list: the jump button brings it into view. */
  const showDeck = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('deck-zone')
      ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    document.getElementById('deck-zone-title')?.focus({ preventScroll: true });
  };

  const onDragStart = (event: DragEvent, card: SampleCard) => {
    event.dataTransfer.setData(CARD_DRAG_TYPE, card.id);
    event.dataTransfer.setData('text/plain', card.id);
    event.dataTransfer.effectAllowed = 'copy';
    setDraggingId(card.id);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dropActive) setDropActive(true);
  };

  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropActive(false);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    setDraggingId(null);
    add(droppedCardId(event));
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
        <section className="card-library" aria-labelledby="card-library-title">
          <h2 id="card-library-title" className="deck-builder__section-title">
            Cards
          </h2>
          <fieldset className="deck-filters">
            <legend className="visually-hidden">Filter and sort cards</legend>
            <div className="select-field">
              <label htmlFor="deck-filter-type" className="select-field__label">
                Type
              </label>
              <select
                id="deck-filter-type"
                value={typeFilter}
                onChange={(event) => setTypeFilter(event.target.value as TypeFilter)}
              >
                <option value={ALL}>All</option>
                {CARD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <div className="select-field">
              <label htmlFor="deck-filter-rarity" className="select-field__label">
                Rarity
              </label>
              <select
                id="deck-filter-rarity"
                value={rarityFilter}
                onChange={(event) => setRarityFilter(event.target.value as RarityFilter)}
              >
                <option value={ALL}>All</option>
                {CARD_RARITIES.map((rarity) => (
                  <option key={rarity} value={rarity}>
                    {rarity}
                  </option>
                ))}
              </select>
            </div>
            <div className="select-field">
              <label htmlFor="deck-sort" className="select-field__label">
                Sort By
              </label>
              <select
                id="deck-sort"
                value={sortBy}
                onChange={(event) => setSortBy(event.target.value as SortBy)}
              >
                <option value="name">Name</option>
                <option value="rarity">Rarity</option>
              </select>
            </div>
          </fieldset>

          {shown.length === 0 ? (
            <p className="deck-builder__empty">No cards match these filters.</p>
          ) : (
            <ul className="sample-cards" aria-label="Available cards">
              {shown.map((card) => {
                const added = inDeck.has(card.id);
                const unavailable = added || full;
                return (
                  <li
                    key={card.id}
                    className={`sample-card card-type--${card.type.toLowerCase()}${added ? ' is-added' : ''}${draggingId === card.id ? ' is-dragging' : ''}`}
                    draggable
                    onDragStart={(event) => onDragStart(event, card)}
                    onDragEnd={() => setDraggingId(null)}
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
                      aria-disabled={unavailable || undefined}
                      onClick={() => add(card.id)}
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

        <section
          id="deck-zone"
          className={`deck-zone${dropActive ? ' is-drop-target' : ''}${full ? ' is-full' : ''}`}
          aria-labelledby="deck-zone-title"
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
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
                    onClick={() => remove(card)}
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

          <button type="button" className="btn btn--gradient btn--lg btn--block" onClick={save}>
            Save Deck
          </button>
        </section>
      </div>
    </div>
  );
}

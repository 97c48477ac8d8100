import { MAX_COPIES, MAX_DECK_SIZE, MIN_DECK_SIZE } from '@app/game-rules';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { Loaded } from '@/components/ui/Loaded';
import { TextField } from '@/components/ui/TextField';
import {
  canAddCopy,
  cardCountText,
  countCopies,
  DECK_NAME_MAX,
  deckSizeState,
  removeCopy,
} from './deck-model';
import { DECK_ERRORS, useDeckStore } from './deck-store';
import { inlineFailure, storeLoad } from './store-load';
import type { Card, Deck } from './types';

interface DeckEditorProps {
  /** `null` creates a new deck. */
  deck: Deck | null;
  onCancel: () => void;
  onSaved: (deck: Deck) => void;
}

const NAME_ID = 'deck-editor-name';
const ERROR_ID = 'deck-editor-error';

/** Creates or edits a deck: its name and its cards, checked with the game's rules before it is saved. */
export function DeckEditor({ deck, onCancel, onSaved }: DeckEditorProps) {
  const saveDeck = useDeckStore((state) => state.saveDeck);
  const saving = useDeckStore((state) => state.pending !== null);
  const [name, setName] = useState(deck?.name ?? '');
  // A corrupted deck is rebuilt from an empty list.
  const [cardIds, setCardIds] = useState<string[]>(() => deck?.card_ids ?? []);
  const [error, setError] = useState<{ message: string; field?: 'name' | 'card_ids' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!error) return;
    if (error.field === 'name') document.getElementById(NAME_ID)?.focus();
    else document.getElementById(ERROR_ID)?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    const result = await saveDeck({ ...(deck ? { id: deck.id } : {}), name, card_ids: cardIds });
    if (result.ok) onSaved(result.deck);
    else setError({ message: result.error, ...(result.field ? { field: result.field } : {}) });
  };

  return (
    <form className="deck-editor" onSubmit={handleSubmit} noValidate aria-labelledby="deck-editor-title">
      <div className="deck-manager__toolbar">
        <h3 id="deck-editor-title" ref={headingRef} tabIndex={-1} className="deck-manager__subtitle">
          {deck ? 'Edit Deck' : 'Create New Deck'}
        </h3>
      </div>

      <div id={ERROR_ID} role="alert" className={error ? 'form-alert' : 'form-alert form-alert--empty'}>
        {error?.message}
      </div>

      <TextField
        id={NAME_ID}
        label="Deck Name"
        name="name"
        autoComplete="off"
        maxLength={DECK_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        invalid={error?.field === 'name'}
        errorId={ERROR_ID}
      />

      <DeckSize size={cardIds.length} />
      <CardPicker cardIds={cardIds} onChange={setCardIds} />

      <div className="deck-editor__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <BusyButton type="submit" className="btn btn--gradient" busy={saving} busyLabel="Saving...">
          Save Deck
        </BusyButton>
      </div>
    </form>
  );
}

/** How many cards the deck holds, against the rules' bounds. */
function DeckSize({ size }: { size: number }) {
  const state = deckSizeState(size);
  return (
    <div className={`deck-editor__summary is-${state}`}>
      <p className="deck-editor__count" aria-live="polite" aria-atomic="true">
        <strong>{cardCountText(size)}</strong>
        {state === 'too-few' ? ` · ${MIN_DECK_SIZE - size} more needed` : null}
        {state === 'too-many' ? ` · ${size - MAX_DECK_SIZE} too many` : null}
      </p>
      <p className="deck-editor__rule">
        {MIN_DECK_SIZE}-{MAX_DECK_SIZE} cards, max {MAX_COPIES} copies of each card
      </p>
    </div>
  );
}

/** The deck's cards picked from the server's card list: copies of each added or removed one at a time. */
function CardPicker({ cardIds, onChange }: { cardIds: string[]; onChange: (cardIds: string[]) => void }) {
  const cards = useDeckStore((state) => state.cards);
  const cardsStatus = useDeckStore((state) => state.cardsStatus);
  const cardsError = useDeckStore((state) => state.cardsError);
  const loadCards = useDeckStore((state) => state.loadCards);
  const counts = useMemo(() => countCopies(cardIds), [cardIds]);
  const known = useMemo(() => new Set(cards.map((card) => card.id)), [cards]);
  const unknownIds = cardsStatus === 'ready' ? [...counts.keys()].filter((id) => !known.has(id)) : [];

  return (
    <>
      {unknownIds.length > 0 ? (
        <ul className="deck-editor__unknown" aria-label="Unknown cards">
          {unknownIds.map((id) => (
            <li key={id}>
              <span>Unknown card: {id}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => onChange(cardIds.filter((c) => c !== id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Loaded
        load={storeLoad(cardsStatus, cards, () => void loadCards({ force: true }))}
        loading="Loading cards..."
        failed={() => cardsError ?? DECK_ERRORS.loadCards}
        failure={inlineFailure}
      >
        {(list) => (
          <ul className="card-picker" aria-label="Cards">
            {list.map((card) => (
              <CardPickerRow
                key={card.id}
                card={card}
                count={counts.get(card.id) ?? 0}
                canAdd={canAddCopy(cardIds, card.id)}
                onAdd={() => canAddCopy(cardIds, card.id) && onChange([...cardIds, card.id])}
                onRemove={() => onChange(removeCopy(cardIds, card.id))}
              />
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}

interface CardPickerRowProps {
  card: Card;
  count: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

function CardPickerRow({ card, count, canAdd, onAdd, onRemove }: CardPickerRowProps) {
  const atMax = count >= MAX_COPIES;
  return (
    <li className={`card-picker__row${count > 0 ? ' is-picked' : ''}`}>
      <span className={`card-picker__icon card-type--${card.type.toLowerCase()}`} aria-hidden="true">
        {card.icon}
      </span>
      <div className="card-picker__info">
        <span className="card-picker__name">{card.name}</span>
        <span className="card-picker__meta">
          Cost {card.cost} · {card.type} · {card.rarity}
        </span>
        {card.description ? <span className="card-picker__description">{card.description}</span> : null}
      </div>
      <div className="card-picker__stepper">
        <button
          type="button"
          className="stepper-button"
          aria-label={`Remove one ${card.name}`}
          aria-disabled={count === 0 || undefined}
          onClick={() => count > 0 && onRemove()}
        >
          −
        </button>
        <span className="card-picker__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{`${count} of ${MAX_COPIES} ${card.name}`}</span>
          {atMax ? <small aria-hidden="true">max</small> : null}
        </span>
        <button
          type="button"
          className="stepper-button"
          aria-label={`Add one ${card.name}`}
          aria-disabled={!canAdd || undefined}
          title={atMax ? `Max ${MAX_COPIES} copies` : canAdd ? undefined : `Max ${MAX_DECK_SIZE} cards`}
          onClick={() => canAdd && onAdd()}
        >
          +
        </button>
      </div>
    </li>
  );
}

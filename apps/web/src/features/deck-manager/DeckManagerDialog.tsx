import { MAX_COPIES, MAX_DECK_SIZE, MIN_DECK_SIZE } from '@app/game-rules';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import {
  canAddCopy,
  cardCountText,
  countCopies,
  DECK_NAME_MAX,
  deckSizeState,
  isCorruptedDeck,
  removeCopy,
} from './deck-model';
import { useDeckStore } from './deck-store';
import type { Card, Deck } from './types';

export const DELETE_DECK_CONFIRM = 'Are you sure you want to delete this deck? This action cannot be undone.';

export interface DeckManagerDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The deck manager (product spec 3 §2 Manage Decks): lists the member's decks, activates, creates, edits and deletes
 * them. Used by the deck builder page, and by the card game lobby and match board.
 */
export function DeckManagerDialog({ open, onClose }: DeckManagerDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Manage Decks" className="deck-manager">
      <DeckManager onClose={onClose} />
    </Modal>
  );
}

type View = { mode: 'list' } | { mode: 'edit'; deck: Deck | null };

function DeckManager({ onClose }: { onClose: () => void }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const loadDecks = useDeckStore((state) => state.loadDecks);
  const loadCards = useDeckStore((state) => state.loadCards);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    void loadDecks();
    void loadCards();
  }, [loggedIn, loadDecks, loadCards]);

  if (!loggedIn) {
    return (
      <div className="deck-manager__empty">
        <p>Please log in to manage your decks.</p>
        <Link to="/login" className="btn btn--gradient" onClick={onClose}>
          Log in
        </Link>
      </div>
    );
  }

  if (view.mode === 'edit') {
    return (
      <DeckEditor
        deck={view.deck}
        onCancel={() => setView({ mode: 'list' })}
        onSaved={(deck) => {
          setNotice(`Saved ${deck.name}.`);
          setView({ mode: 'list' });
        }}
      />
    );
  }
  return (
    <DeckList
      notice={notice}
      onNotice={setNotice}
      onCreate={() => {
        setNotice(null);
        setView({ mode: 'edit', deck: null });
      }}
      onEdit={(deck) => {
        setNotice(null);
        setView({ mode: 'edit', deck });
      }}
    />
  );
}

interface DeckListProps {
  notice: string | null;
  onNotice: (text: string | null) => void;
  onCreate: () => void;
  onEdit: (deck: Deck) => void;
}

function DeckList({ notice, onNotice, onCreate, onEdit }: DeckListProps) {
  const decks = useDeckStore((state) => state.decks);
  const status = useDeckStore((state) => state.decksStatus);
  const loadError = useDeckStore((state) => state.decksError);
  const pending = useDeckStore((state) => state.pending);
  const loadDecks = useDeckStore((state) => state.loadDecks);
  const activateDeck = useDeckStore((state) => state.activateDeck);
  const deleteDeck = useDeckStore((state) => state.deleteDeck);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const handleActivate = async (deck: Deck) => {
    setError(null);
    onNotice(null);
    const result = await activateDeck(deck.id);
    if (result.ok) onNotice(`${deck.name} is now your active deck.`);
    else setError(result.error);
  };

  const handleDelete = async (deck: Deck) => {
    if (!window.confirm(DELETE_DECK_CONFIRM)) return;
    setError(null);
    onNotice(null);
    const result = await deleteDeck(deck.id);
    if (result.ok) {
      onNotice(`Deleted ${deck.name}.`);
      headingRef.current?.focus();
    } else setError(result.error);
  };

  return (
    <div className="deck-manager__view">
      <div className="deck-manager__toolbar">
        <h3 ref={headingRef} tabIndex={-1} className="deck-manager__subtitle">
          My Decks
        </h3>
        <button type="button" className="btn btn--gradient btn--sm" onClick={onCreate} disabled={!!pending}>
          + Create New Deck
        </button>
      </div>

      <div role="alert" className={error ? 'form-alert' : 'form-alert form-alert--empty'}>
        {error}
      </div>
      <div role="status" className={notice ? 'form-success' : 'form-success form-success--empty'}>
        {notice}
      </div>

      {status === 'loading' || status === 'idle' ? (
        <div className="deck-manager__loading">
          <Spinner label="Loading decks..." />
          <span aria-hidden="true">Loading decks...</span>
        </div>
      ) : status === 'error' ? (
        <div className="deck-manager__empty">
          <p className="form-alert">{loadError}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void loadDecks()}>
            Try again
          </button>
        </div>
      ) : decks.length === 0 ? (
        <div className="deck-manager__empty">
          <p>You have no decks yet.</p>
          <button type="button" className="btn btn--gradient" onClick={onCreate}>
            Create your first deck
          </button>
        </div>
      ) : (
        <ul className="deck-list" aria-label="My decks">
          {decks.map((deck) => (
            <DeckListItem
              key={deck.id}
              deck={deck}
              pending={pending}
              onActivate={() => void handleActivate(deck)}
              onEdit={() => onEdit(deck)}
              onDelete={() => void handleDelete(deck)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface DeckListItemProps {
  deck: Deck;
  pending: string | null;
  onActivate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function DeckListItem({ deck, pending, onActivate, onEdit, onDelete }: DeckListItemProps) {
  const corrupted = isCorruptedDeck(deck);
  const busy = pending === deck.id;
  const name = deck.name || 'Untitled deck';
  return (
    <li className={`deck-list__item${deck.is_active ? ' is-active' : ''}${corrupted ? ' is-corrupted' : ''}`}>
      <div className="deck-list__info">
        <span className="deck-list__name">{name}</span>
        <span className="deck-list__badges">
          {deck.is_active ? <span className="badge badge--active">Active</span> : null}
          {deck.is_starter ? <span className="badge badge--starter">Starter</span> : null}
          {corrupted ? <span className="badge badge--danger">Corrupted</span> : null}
        </span>
        <span className="deck-list__meta">
          {corrupted ? 'Deck is corrupted' : cardCountText(deck.card_ids?.length ?? 0)}
        </span>
      </div>
      <div className="deck-list__actions">
        {deck.is_active ? null : (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={`Activate ${name}`}
            onClick={onActivate}
            disabled={!!pending || corrupted}
          >
            {busy ? <Spinner size="sm" /> : null}
            Activate
          </button>
        )}
        {deck.is_starter ? null : (
          <>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-label={`Edit ${name}`}
              onClick={onEdit}
              disabled={!!pending}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm btn--danger"
              aria-label={`Delete ${name}`}
              onClick={onDelete}
              disabled={!!pending}
            >
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
}

interface DeckEditorProps {
  /** `null` creates a new deck. */
  deck: Deck | null;
  onCancel: () => void;
  onSaved: (deck: Deck) => void;
}

const NAME_ID = 'deck-editor-name';
const ERROR_ID = 'deck-editor-error';

function DeckEditor({ deck, onCancel, onSaved }: DeckEditorProps) {
  const cards = useDeckStore((state) => state.cards);
  const cardsStatus = useDeckStore((state) => state.cardsStatus);
  const cardsError = useDeckStore((state) => state.cardsError);
  const loadCards = useDeckStore((state) => state.loadCards);
  const saveDeck = useDeckStore((state) => state.saveDeck);
  const saving = useDeckStore((state) => state.pending !== null);
  const [name, setName] = useState(deck?.name ?? '');
  // A corrupted deck is rebuilt from an empty list.
  const [cardIds, setCardIds] = useState<string[]>(() => deck?.card_ids ?? []);
  const [error, setError] = useState<{ message: string; field?: 'name' | 'card_ids' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const counts = useMemo(() => countCopies(cardIds), [cardIds]);
  const known = useMemo(() => new Set(cards.map((card) => card.id)), [cards]);
  const unknownIds = cardsStatus === 'ready' ? [...counts.keys()].filter((id) => !known.has(id)) : [];
  const size = deckSizeState(cardIds.length);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!error) return;
    if (error.field === 'name') document.getElementById(NAME_ID)?.focus();
    else document.getElementById(ERROR_ID)?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const add = (cardId: string) => {
    if (canAddCopy(cardIds, cardId)) setCardIds([...cardIds, cardId]);
  };
  const remove = (cardId: string) => setCardIds(removeCopy(cardIds, cardId));

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

      <div className={`deck-editor__summary is-${size}`}>
        <p className="deck-editor__count" aria-live="polite" aria-atomic="true">
          <strong>{cardCountText(cardIds.length)}</strong>
          {size === 'too-few' ? ` · ${MIN_DECK_SIZE - cardIds.length} more needed` : null}
          {size === 'too-many' ? ` · ${cardIds.length - MAX_DECK_SIZE} too many` : null}
        </p>
        <p className="deck-editor__rule">
          {MIN_DECK_SIZE}-{MAX_DECK_SIZE} cards, max {MAX_COPIES} copies of each card
        </p>
      </div>

      {unknownIds.length > 0 ? (
        <ul className="deck-editor__unknown" aria-label="Unknown cards">
          {unknownIds.map((id) => (
            <li key={id}>
              <span>Unknown card: {id}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setCardIds(cardIds.filter((c) => c !== id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {cardsStatus === 'ready' ? (
        <ul className="card-picker" aria-label="Cards">
          {cards.map((card) => (
            <CardPickerRow
              key={card.id}
              card={card}
              count={counts.get(card.id) ?? 0}
              canAdd={canAddCopy(cardIds, card.id)}
              onAdd={() => add(card.id)}
              onRemove={() => remove(card.id)}
            />
          ))}
        </ul>
      ) : cardsStatus === 'error' ? (
        <div className="deck-manager__empty">
          <p className="form-alert">{cardsError}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void loadCards({ force: true })}>
            Try again
          </button>
        </div>
      ) : (
        <div className="deck-manager__loading">
          <Spinner label="Loading cards..." />
          <span aria-hidden="true">Loading cards...</span>
        </div>
      )}

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

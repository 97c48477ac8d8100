import { useRef, useState } from 'react';
import { Loaded } from '@/components/ui/Loaded';
import { Spinner } from '@/components/ui/Spinner';
import { cardCountText, isCorruptedDeck } from './deck-model';
import { DECK_ERRORS, useDeckStore } from './deck-store';
import { inlineFailure, storeLoad } from './store-load';
import type { Deck } from './types';

export const DELETE_DECK_CONFIRM = 'Are you sure you want to delete this deck? This action cannot be undone.';

interface DeckListProps {
  notice: string | null;
  onNotice: (text: string | null) => void;
  onCreate: () => void;
  onEdit: (deck: Deck) => void;
}

/** The member's decks, each to activate, edit or delete (starter decks only to activate). */
export function DeckList({ notice, onNotice, onCreate, onEdit }: DeckListProps) {
  const decks = useDeckStore((state) => state.decks);
  const status = useDeckStore((state) => state.decksStatus);
  const loadError = useDeckStore((state) => state.decksError);
  const pending = useDeckStore((state) => state.pending);
  const loadDecks = useDeckStore((state) => state.loadDecks);
  const activateDeck = useDeckStore((state) => state.activateDeck);
  const deleteDeck = useDeckStore((state) => state.deleteDeck);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Runs a change of one deck, saying what it did or why it failed. */
  const change = async (run: () => Promise<{ ok: true } | { ok: false; error: string }>, done: string) => {
    setError(null);
    onNotice(null);
    const result = await run();
    if (result.ok) onNotice(done);
    else setError(result.error);
    return result.ok;
  };
  const handleActivate = (deck: Deck) =>
    change(() => activateDeck(deck.id), `${deck.name} is now your active deck.`);
  const handleDelete = async (deck: Deck) => {
    if (!window.confirm(DELETE_DECK_CONFIRM)) return;
    if (await change(() => deleteDeck(deck.id), `Deleted ${deck.name}.`)) headingRef.current?.focus();
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

      <Loaded
        load={storeLoad(status, decks, () => void loadDecks())}
        loading="Loading decks..."
        failed={() => loadError ?? DECK_ERRORS.loadDecks}
        failure={inlineFailure}
        empty={{
          when: (list) => list.length === 0,
          show: (
            <div className="deck-manager__empty">
              <p>You have no decks yet.</p>
              <button type="button" className="btn btn--gradient" onClick={onCreate}>
                Create your first deck
              </button>
            </div>
          ),
        }}
      >
        {(list) => (
          <ul className="deck-list" aria-label="My decks">
            {list.map((deck) => (
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
      </Loaded>
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
            <DeckButton label={`Edit ${name}`} onClick={onEdit} disabled={!!pending}>
              Edit
            </DeckButton>
            <DeckButton label={`Delete ${name}`} onClick={onDelete} disabled={!!pending} danger>
              Delete
            </DeckButton>
          </>
        )}
      </div>
    </li>
  );
}

function DeckButton({
  label,
  onClick,
  disabled,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  danger?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn--ghost btn--sm${danger ? ' btn--danger' : ''}`}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** Decks feature: the deck manager dialog (reused by the card game lobby and match board) and its store. */
export { DeckManagerDialog, type DeckManagerDialogProps } from './DeckManagerDialog';
export { selectActiveDeck, useDeckStore } from './deck-store';
export { ManageDecksButton } from './ManageDecksButton';
export type { Deck } from './types';

/**
 * Deck manager: the member's decks on the server (list, create, edit, activate, delete) in a dialog opened
 * by ManageDecksButton (card game lobby, match board, deck builder), and the store that also holds the
 * server's card list.
 */
import './deck-manager.css';

export { useDeckStore } from './deck-store';
export { ManageDecksButton } from './ManageDecksButton';

import { useEffect, useState } from 'react';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { Modal } from '@/components/ui/Modal';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { DeckEditor } from './DeckEditor';
import { DeckList } from './DeckList';
import { useDeckStore } from './deck-store';
import type { Deck } from './types';

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
      <DeckManager />
    </Modal>
  );
}

type View = { mode: 'list' } | { mode: 'edit'; deck: Deck | null };

function DeckManager() {
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

  if (!loggedIn) return <LoginRequired title="Please log in to manage your decks." label="Log in" />;

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
  const edit = (deck: Deck | null) => {
    setNotice(null);
    setView({ mode: 'edit', deck });
  };
  return <DeckList notice={notice} onNotice={setNotice} onCreate={() => edit(null)} onEdit={edit} />;
}

import { useState } from 'react';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { DeckManagerDialog } from './DeckManagerDialog';

/** The 'Manage Decks' button (logged-in members only) with its deck manager dialog. */
export function ManageDecksButton({ className = 'btn btn--outline' }: { className?: string }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  if (!loggedIn) return null;
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Manage Decks
      </button>
      <DeckManagerDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

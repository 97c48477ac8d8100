import type { Card } from '@app/game-rules';
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { ManageDecksButton } from '@/features/deck-manager';
import type { MatchViewMessage } from '../shared';
import { cardImage, cardName, withKeys } from './board-parts';
import { useCardCatalogue } from './cards';
import { canPlay, isMyTurn, me, playCost } from './match-reducer';
import { useMatchStore } from './match-store';

/** The viewer's hand and their actions: End Turn, Forfeit (after a confirmation) and Manage Decks. */
export function Hand({ view }: { view: MatchViewMessage }) {
  const catalogue = useCardCatalogue();
  const endTurn = useMatchStore((state) => state.endTurn);
  const endTurnPending = useMatchStore((state) => state.endTurnPending);
  const [confirmForfeit, setConfirmForfeit] = useState(false);
  const you = me(view);

  return (
    <section className="hand-area" aria-labelledby="hand-title">
      <div className="hand-area__top">
        <h2 id="hand-title" className="panel-title">
          Your Hand <span className="count-pill">{you.hand.length}</span>
        </h2>
        <div className="hand-area__actions">
          <button
            type="button"
            className="btn btn--gradient"
            disabled={!isMyTurn(view) || endTurnPending}
            onClick={endTurn}
          >
            End Turn
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={view.gameStatus !== 'in_progress'}
            onClick={() => setConfirmForfeit(true)}
          >
            Forfeit
          </button>
          <ManageDecksButton className="btn btn--ghost" />
        </div>
      </div>
      {you.hand.length === 0 ? (
        <p className="hand__empty">Your hand is empty.</p>
      ) : (
        <ul className="hand" aria-label="Cards in your hand">
          {withKeys(you.hand).map(({ cardId, key }) => (
            <li key={key}>
              <HandCard view={view} cardId={cardId} catalogue={catalogue} />
            </li>
          ))}
        </ul>
      )}
      <div hidden>
        {[...new Set(you.hand)].map((cardId) => {
          const card = catalogue.get(cardId);
          return card ? (
            <span key={cardId} id={`card-desc-${cardId}`}>
              {card.description}
            </span>
          ) : null;
        })}
      </div>
      <ForfeitDialog open={confirmForfeit} onClose={() => setConfirmForfeit(false)} />
    </section>
  );
}

/** A card of the hand: played by a click when it is playable (named so to screen readers), its cost said. */
function HandCard({
  view,
  cardId,
  catalogue,
}: {
  view: MatchViewMessage;
  cardId: string;
  catalogue: ReadonlyMap<string, Card>;
}) {
  const playCard = useMatchStore((state) => state.playCard);
  const pending = useMatchStore((state) => state.board.pending);
  const card = catalogue.get(cardId);
  const cost = card?.cost ?? 1;
  const playable = view.gameStatus === 'in_progress' && !pending && canPlay(view, cost);
  const name = cardName(catalogue, cardId);
  const costText = playCost(view, cost) === 0 && cost > 0 ? 'free' : `cost ${cost}`;
  return (
    <button
      type="button"
      className={`hand-card${playable ? ' is-playable' : ''}`}
      aria-disabled={!playable}
      aria-label={`${name}, ${costText}${playable ? ', playable' : ''}`}
      aria-describedby={card ? `card-desc-${cardId}` : undefined}
      data-card-id={cardId}
      onClick={() => playCard(cardId)}
    >
      <img src={cardImage(catalogue, cardId)} alt="" width={200} height={280} className="hand-card__image" />
      <span className="hand-card__name">{name}</span>
    </button>
  );
}

function ForfeitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const forfeit = useMatchStore((state) => state.forfeit);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Forfeit this game?"
      className="game-dialog"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Keep Playing
          </button>
          <button
            type="button"
            className="btn btn--gradient"
            onClick={() => {
              forfeit();
              onClose();
            }}
          >
            Forfeit Game
          </button>
        </>
      }
    >
      <p>Your opponent wins this game and you get no reward point. This cannot be undone.</p>
    </Modal>
  );
}

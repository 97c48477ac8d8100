import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MatchViewMessage } from '../shared';
import { matchPath, opponentName } from '../shared';
import { useMatchStore } from './match-store';

/** What a withdrawn offer says, by why it went. */
const ENDED_TEXT = {
  declined: 'Rematch declined',
  left: 'Rematch withdrawn: a player left',
  expired: 'Rematch offer expired',
} as const;

/**
 * After a blitz match, Rematch for both players; an offer shows the other 'Accept rematch' (and Decline) while
 * it stands; an accepted one opens the new match for both.
 */
export function RematchControls({ view }: { view: MatchViewMessage }) {
  const offer = useMatchStore((state) => state.rematchOffer);
  const ended = useMatchStore((state) => state.rematchEnded);
  const rematchId = useMatchStore((state) => state.rematchId);
  const { offerRematch, acceptRematch, declineRematch } = useMatchStore.getState();
  const navigate = useNavigate();

  useEffect(() => {
    if (rematchId) navigate(matchPath(rematchId));
  }, [rematchId, navigate]);

  if (view.gameMode !== 'blitz' || view.gameStatus === 'in_progress' || view.spectating) return null;
  return (
    <div className="rematch" data-testid="rematch">
      {!offer ? (
        <button type="button" className="btn btn--gradient" onClick={offerRematch}>
          Rematch
        </button>
      ) : offer.by === view.you ? (
        <>
          <p className="rematch__note" role="status">
            Rematch offered. Waiting for {opponentName(view)}...
          </p>
          <button type="button" className="btn btn--ghost" onClick={declineRematch}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <p className="rematch__note" role="status">
            {opponentName(view)} wants a rematch
          </p>
          <button type="button" className="btn btn--gradient" onClick={acceptRematch}>
            Accept rematch
          </button>
          <button type="button" className="btn btn--ghost" onClick={declineRematch}>
            Decline
          </button>
        </>
      )}
      {!offer && ended ? (
        <p className="rematch__note" role="status">
          {ENDED_TEXT[ended]}
        </p>
      ) : null}
    </div>
  );
}

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoginRequiredNote } from '@/components/ui/LoginRequired';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { submitScore } from './api';
import { type BoardState, moveFocus } from './board';
import { useMemoryGame } from './use-memory-game';

/**
 * /game: the memory game (product spec 3 §2, §4, §9). The server deals the play and shows each face as it
 * is flipped; a mismatch turns back after 800 ms; the finished board shows its score (3 s of celebration),
 * which a member submits once. Keyboard: arrow keys move over the grid, Enter or Space flips.
 */
export function MemoryGamePage() {
  const { round, playId, board, failure, celebrating, flip, playAgain } = useMemoryGame();
  return (
    <div className="page memory-page">
      <title>{`Memory Game | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">Memory Game</h1>
        <p className="page-header__subtitle">Find all 8 pairs in as few moves as you can.</p>
      </header>
      {failure ? (
        <MessageState
          emoji="😵‍💫"
          title={failure}
          tone="error"
          actions={
            <button type="button" className="btn btn--gradient" onClick={playAgain}>
              Play Again
            </button>
          }
        />
      ) : !board || !playId ? (
        <LoadingState text="Shuffling the cards..." />
      ) : (
        <>
          <p className="memory-status" aria-live="polite">
            Moves: <strong>{board.moves}</strong>
          </p>
          <MemoryGrid board={board} flip={flip} />
          {board.finished && board.score !== null ? (
            // A new round is a new result: its submission starts afresh.
            <MemoryResult
              key={round}
              playId={playId}
              moves={board.moves}
              score={board.score}
              celebrating={celebrating}
              playAgain={playAgain}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** The cards, one tab stop: arrow keys move over the grid, Enter or Space flips. */
function MemoryGrid({ board, flip }: { board: BoardState; flip: (index: number) => void }) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const next = moveFocus(focused, event.key, 4, board.cards.length);
    if (next === focused) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <fieldset className="memory-grid" onKeyDown={onKeyDown}>
      <legend className="visually-hidden">Cards</legend>
      {board.cards.map((card, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place on the board
          key={index}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === focused ? 0 : -1}
          className={`memory-card${card.up ? ' is-up' : ''}${card.matched ? ' is-matched' : ''}`}
          aria-label={
            card.up && card.face ? `Card ${index + 1}: ${card.face}` : `Card ${index + 1}, face down`
          }
          aria-pressed={card.up}
          onFocus={() => setFocused(index)}
          onClick={() => flip(index)}
        >
          <span aria-hidden="true">{card.up ? (card.face ?? '…') : '?'}</span>
        </button>
      ))}
    </fieldset>
  );
}

type Submission = { status: 'idle' | 'submitting' | 'done' } | { status: 'error'; text: string };

/** How long 'Score submitted!' shows (product spec 3 §9: success message 3 s). */
const SUBMITTED_MESSAGE_MS = 3000;

/** Whether the success message of a submitted score still shows: from the submission, for 3 s. */
function useSubmittedMessage(submitted: boolean) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!submitted) return;
    const timer = setTimeout(() => setExpired(true), SUBMITTED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [submitted]);
  return submitted && !expired;
}

interface MemoryResultProps {
  playId: string;
  moves: number;
  score: number;
  celebrating: boolean;
  playAgain: () => void;
}

/** The finished board's score, which a member submits once, and Play Again. */
function MemoryResult({ playId, moves, score, celebrating, playAgain }: MemoryResultProps) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const submittedShown = useSubmittedMessage(submission.status === 'done');

  const submit = async () => {
    if (submission.status === 'submitting' || submission.status === 'done') return;
    setSubmission({ status: 'submitting' });
    try {
      await submitScore(playId, score);
      setSubmission({ status: 'done' });
    } catch (error) {
      setSubmission({ status: 'error', text: errorMessage(error, 'Failed to submit score') });
    }
  };

  return (
    <section className="memory-result" aria-labelledby="memory-result-title">
      {celebrating ? (
        <p className="memory-result__success" role="status">
          🎉 You found every pair in {moves} moves!
        </p>
      ) : null}
      <h2 id="memory-result-title" className="memory-result__score">
        Score: {score}
      </h2>
      <div className="memory-result__actions">
        {loggedIn ? (
          <BusyButton
            type="button"
            className="btn btn--gradient"
            busy={submission.status === 'submitting'}
            busyLabel="Submitting..."
            disabled={submission.status === 'submitting' || submission.status === 'done'}
            onClick={submit}
          >
            {submission.status === 'done' ? 'Score Submitted' : 'Submit Score'}
          </BusyButton>
        ) : null}
        <button type="button" className="btn btn--outline" onClick={playAgain}>
          Play Again
        </button>
        {submission.status === 'done' ? (
          <Link to="/leaderboard" className="btn btn--ghost">
            See the leaderboard
          </Link>
        ) : null}
      </div>
      {!loggedIn ? (
        <LoginRequiredNote className="memory-result__note" text="Please log in to submit a score." />
      ) : submittedShown ? (
        <p className="form-success" role="status">
          Score submitted!
        </p>
      ) : submission.status === 'error' ? (
        <FormAlert text={submission.text} />
      ) : null}
    </section>
  );
}

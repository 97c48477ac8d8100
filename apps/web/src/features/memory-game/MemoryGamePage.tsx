import { MEMORY_MISMATCH_MS, MEMORY_SUCCESS_MS } from '@app/game-rules';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { flipCard, startPlay, submitScore } from './api';
import { applyFlip, type BoardState, canFlip, moveFocus, newBoard, turnBack } from './board';

type Submission = { status: 'idle' | 'submitting' | 'done' } | { status: 'error'; text: string };

/**
 * /game: the memory game (product spec 3 §2, §4, §9). The server deals the play and shows each face as it
 * is flipped; a mismatch turns back after 800 ms; the finished board shows its score (3 s of celebration),
 * which a member submits once. Keyboard: arrow keys move over the grid, Enter or Space flips.
 */
export function MemoryGamePage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [round, setRound] = useState(0);
  const [playId, setPlayId] = useState<string | null>(null);
  const [board, setBoard] = useState<BoardState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // Flips go to the server one after another, in the order they were clicked.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const boardRef = useRef<BoardState | null>(null);
  boardRef.current = board;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` deals a new game (Play Again)
  useEffect(() => {
    let live = true;
    setPlayId(null);
    setBoard(null);
    setFailure(null);
    setSubmission({ status: 'idle' });
    setCelebrating(false);
    startPlay().then(
      (play) => {
        if (!live) return;
        setPlayId(play.play_id);
        setBoard(newBoard(play.cards));
      },
      (error: unknown) =>
        live && setFailure(errorMessage(error, 'Failed to start a game. Please try again.')),
    );
    return () => {
      live = false;
    };
  }, [round]);

  // A mismatch turns back after 800 ms.
  useEffect(() => {
    if (!board?.mismatch) return;
    const timer = setTimeout(() => setBoard((current) => current && turnBack(current)), MEMORY_MISMATCH_MS);
    return () => clearTimeout(timer);
  }, [board?.mismatch]);

  // The success message shows for 3 s.
  useEffect(() => {
    if (!board?.finished) return;
    setCelebrating(true);
    const timer = setTimeout(() => setCelebrating(false), MEMORY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [board?.finished]);

  const flip = useCallback(
    (index: number) => {
      const current = boardRef.current;
      if (!playId || !current || !canFlip(current, index)) return;
      // Shown as flipping at once; the face comes with the server's answer.
      setBoard({
        ...current,
        cards: current.cards.map((card, i) => (i === index ? { ...card, up: true } : card)),
      });
      queue.current = queue.current.then(() =>
        flipCard(playId, index).then(
          (answer) => setBoard((latest) => latest && applyFlip(latest, answer)),
          (error: unknown) =>
            setFailure(errorMessage(error, 'That flip did not go through. Please play again.')),
        ),
      );
    },
    [playId],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const next = moveFocus(focused, event.key, 4, board?.cards.length ?? 16);
    if (next === focused) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const submit = async () => {
    if (!playId || board?.score == null || submission.status === 'submitting' || submission.status === 'done')
      return;
    setSubmission({ status: 'submitting' });
    try {
      await submitScore(playId, board.score);
      setSubmission({ status: 'done' });
    } catch (error) {
      setSubmission({ status: 'error', text: errorMessage(error, 'Failed to submit score') });
    }
  };

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
            <button type="button" className="btn btn--gradient" onClick={() => setRound((n) => n + 1)}>
              Play Again
            </button>
          }
        />
      ) : !board ? (
        <LoadingState text="Shuffling the cards..." />
      ) : (
        <>
          <p className="memory-status" aria-live="polite">
            Moves: <strong>{board.moves}</strong>
          </p>
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
          {board.finished && board.score !== null ? (
            <section className="memory-result" aria-labelledby="memory-result-title">
              {celebrating ? (
                <p className="memory-result__success" role="status">
                  🎉 You found every pair in {board.moves} moves!
                </p>
              ) : null}
              <h2 id="memory-result-title" className="memory-result__score">
                Score: {board.score}
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
                <button type="button" className="btn btn--outline" onClick={() => setRound((n) => n + 1)}>
                  Play Again
                </button>
              </div>
              {!loggedIn ? (
                <p className="memory-result__note">
                  Please log in to submit a score. <Link to="/login">Log In</Link>
                </p>
              ) : submission.status === 'done' ? (
                <p className="form-success" role="status">
                  Score submitted! <Link to="/leaderboard">See the leaderboard</Link>
                </p>
              ) : submission.status === 'error' ? (
                <p className="form-alert" role="alert">
                  {submission.text}
                </p>
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

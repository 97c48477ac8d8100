import { MEMORY_MISMATCH_MS, MEMORY_SUCCESS_MS } from '@app/game-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { flipCard, startPlay } from './api';
import { applyFlip, type BoardState, canFlip, newBoard, turnBack } from './board';

/**
 * One game at a time: deals a play from the server (again on `playAgain`), flips cards through it in the order
 * they were clicked, turns a mismatch back after 800 ms and celebrates a finished board for 3 s.
 */
export function useMemoryGame() {
  const [round, setRound] = useState(0);
  const [playId, setPlayId] = useState<string | null>(null);
  const [board, setBoard] = useState<BoardState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [celebrating, setCelebrating] = useState(false);
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

  const playAgain = useCallback(() => setRound((n) => n + 1), []);
  return { round, playId, board, failure, celebrating, flip, playAgain };
}

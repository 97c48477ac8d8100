import { useEffect } from 'react';
import type { MatchViewMessage } from '../shared';
import { formatTimer, isTimerVisible, secondsLeft, TIMER_TICK_MS, timerLevel, useNow } from '../shared';
import { isMyTurn } from './match-reducer';
import { useMatchStore } from './match-store';

/** After my time runs out the server ends the turn; the board only asks for the result (at 0, 1 s and 2 s). */
const SYNC_AFTER_TIMEOUT_MS = [0, 1000, 2000];

export interface BlitzClock {
  visible: boolean;
  seconds: number;
  text: string;
  level: ReturnType<typeof timerLevel>;
}

/** The blitz clock, checked every 250 ms against the server's turn deadline. */
export function useBlitzClock(view: MatchViewMessage): BlitzClock {
  const offset = useMatchStore((state) => state.clockOffset);
  const sync = useMatchStore((state) => state.sync);
  const now = useNow(TIMER_TICK_MS, offset);
  const remainingMs = view.turnDeadline - now;
  const myTurn = isMyTurn(view);
  const visible = isTimerVisible({
    gameMode: view.gameMode,
    gameStatus: view.gameStatus,
    myTurn,
    remainingMs,
  });
  const seconds = secondsLeft(view.turnDeadline, now);
  const expired = view.gameMode === 'blitz' && view.gameStatus === 'in_progress' && remainingMs <= 0;

  // When a turn runs out on screen, ask the server for the outcome of its own deadline.
  const turnKey = `${view.turnCount}:${view.currentTurn}`;
  useEffect(() => {
    if (!expired || !turnKey) return;
    const timers = SYNC_AFTER_TIMEOUT_MS.map((ms) => setTimeout(sync, ms));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [expired, turnKey, sync]);

  return { visible, seconds, text: formatTimer(seconds), level: timerLevel(seconds) };
}

export function BlitzTimer({ view }: { view: MatchViewMessage }) {
  const clock = useBlitzClock(view);
  if (!clock.visible) return null;
  const mine = isMyTurn(view);
  return (
    <div className={`blitz-timer blitz-timer--${clock.level}`}>
      <span className="blitz-timer__label">{mine ? 'Your time' : 'Their time'}</span>
      <span className="blitz-timer__value" role="timer" aria-label={`${clock.seconds} seconds left`}>
        {clock.text}
      </span>
    </div>
  );
}

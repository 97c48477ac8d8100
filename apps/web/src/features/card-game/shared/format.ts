import { BLITZ_TIMEOUT_LIMIT, type GameMode, type GameStatus } from '@app/game-rules';

/** product spec 3 §9: blitz timer warning at 20 s or less, urgent at 10 s or less. */
export const TIMER_WARNING_SECONDS = 20;
export const TIMER_URGENT_SECONDS = 10;
/** product spec 3 §9: the blitz timer is checked every 250 ms. */
export const TIMER_TICK_MS = 250;
/** product spec 3 §9: critical HP warning at 20 % or less; bar green above 60 %, amber above 30 %. */
export const HP_CRITICAL_PERCENT = 20;

export const TURN_EXPIRED = 'Turn expired';

/**
 * product spec 3 §2: the lobby's remaining-time countdown. 'Turn expired' when past, otherwise hours+minutes
 * (`5h 12m`), minutes+seconds (`3m 7s`) or seconds (`42s`). Partial seconds
 * round up, so a turn with 0.4 s left still shows `1s`.
 */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return TURN_EXPIRED;
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/** Whole seconds left on the blitz clock (never negative; partial seconds round up). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Clocks closer than this are taken to agree: a message's travel time is part of the difference. */
export const CLOCK_SKEW_MIN_MS = 500;

/**
 * The server's clock minus this browser's, from a message's `serverNow` read
 * on arrival. A reading within CLOCK_SKEW_MIN_MS of the current offset keeps
 * it, so the countdown does not jitter with each message's travel time.
 */
export function clockOffset(current: number, serverNow: unknown, receivedAt: number): number {
  if (typeof serverNow !== 'number' || !Number.isFinite(serverNow)) return current;
  const measured = serverNow - receivedAt;
  if (Math.abs(measured - current) < CLOCK_SKEW_MIN_MS) return current;
  return Math.abs(measured) < CLOCK_SKEW_MIN_MS ? 0 : measured;
}

/** The blitz timer as shown: `0:45`, `1:05`. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type TimerLevel = 'normal' | 'warning' | 'urgent';

export function timerLevel(seconds: number): TimerLevel {
  if (seconds <= TIMER_URGENT_SECONDS) return 'urgent';
  if (seconds <= TIMER_WARNING_SECONDS) return 'warning';
  return 'normal';
}

/** product spec 3 §4: hidden when not blitz, when the game is finished, or when time is up on the opponent's turn. */
export function isTimerVisible(input: {
  gameMode: GameMode;
  gameStatus: GameStatus;
  myTurn: boolean;
  remainingMs: number;
}): boolean {
  if (input.gameMode !== 'blitz' || input.gameStatus !== 'in_progress') return false;
  return input.myTurn || input.remainingMs > 0;
}

export type Level = 'green' | 'amber' | 'red';

export function hpPercent(hp: number, maxHp: number): number {
  if (!Number.isFinite(hp) || !Number.isFinite(maxHp) || maxHp <= 0) return 0;
  return Math.min(100, Math.max(0, (hp / maxHp) * 100));
}

/** product spec 3 §9: green above 60 %, amber above 30 %, red otherwise. */
export function hpLevel(hp: number, maxHp: number): Level {
  const percent = hpPercent(hp, maxHp);
  if (percent > 60) return 'green';
  if (percent > 30) return 'amber';
  return 'red';
}

/** product spec 3 §9: critical at 20 % or less. */
export function isHpCritical(hp: number, maxHp: number): boolean {
  return hpPercent(hp, maxHp) <= HP_CRITICAL_PERCENT;
}

/** product spec 3 §2: red at 0, amber below max, green at max (a banked bonus above max is green too). */
export function energyLevel(energy: number, maxEnergy: number): Level {
  if (energy <= 0) return 'red';
  if (energy < maxEnergy) return 'amber';
  return 'green';
}

/** product spec 3 §2: 'Timeouts x / 3' is red at 2 or more, amber otherwise. */
export function timeoutsLevel(timeouts: number): Exclude<Level, 'green'> {
  return timeouts >= 2 ? 'red' : 'amber';
}

export const timeoutsText = (timeouts: number) => `Timeouts ${timeouts} / ${BLITZ_TIMEOUT_LIMIT}`;

import type { Database } from '@app/db';
import type { MatchSeat, Member } from './auth.ts';
import type { MatchService } from './matches/match-service.ts';
import type { RoomRegistry } from './matches/room-registry.ts';

/** What rooms need from the outside world, handed to them at definition time. */
export interface GameServices {
  database: Database;
  matches: MatchService;
  authenticate(token: string | undefined): Promise<Member | null>;
  /** The member a token logs in and the players of a match, for a join. */
  seatFor(token: string | undefined, matchId: string): Promise<MatchSeat | null>;
  /** The match rooms this process hosts (claims, outside changes). */
  rooms: RoomRegistry;
  /** Reports a failure nobody waits for (a timer's work, a reload). */
  onError: FailureReporter;
}

/** Reports a failure nobody waits for, with what was being done. */
export type FailureReporter = (error: unknown, context: string) => void;

/** Where such failures go when no logger is given. */
export const reportToConsole: FailureReporter = (error, context) => console.error(`${context}:`, error);

/**
 * Runs work nobody awaits (a timer firing, a change made elsewhere): a failure,
 * such as the database being away, is reported instead of becoming an
 * unhandled rejection that would end the process and every match in it.
 */
export function inBackground(report: FailureReporter, context: string, task: () => Promise<unknown>) {
  task().catch((error) => report(error, context));
}

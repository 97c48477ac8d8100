import type { MatchSeat, MatchService, SpectatorTally } from '@app/card-battle';
import type { Database } from '@app/db';
import type { FailureReporter, SignedInMember } from '@app/platform';
import type { RoomRegistry } from './rooms/room-registry.ts';
import type { SessionConnections } from './rooms/session-connections.ts';

/** What rooms need from the outside world, handed to them at definition time. */
export interface GameServices {
  database: Database;
  matches: MatchService;
  authenticate(token: string | undefined): Promise<SignedInMember | null>;
  /** The member a token logs in and the players of a match, for a join. */
  seatFor(token: string | undefined, matchId: string): Promise<MatchSeat | null>;
  /** The match rooms this process hosts (claims, outside changes). */
  rooms: RoomRegistry;
  /** Open connections by login, closed when that login ends. */
  connections: SessionConnections;
  /** How long a rematch offer stands (REMATCH_OFFER_MS unless a test shortens it). */
  rematchOfferMs?: number;
  /** How many spectators each match hosted here has, for the live list. */
  spectators: SpectatorTally;
  /** Reports a failure nobody waits for (a timer's work, a reload). */
  onError: FailureReporter;
}

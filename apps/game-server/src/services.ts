import type { Database } from '@app/db';
import type { Member } from './auth.ts';
import type { MatchService } from './matches/match-service.ts';
import type { RoomRegistry } from './matches/room-registry.ts';

/** What rooms need from the outside world, handed to them at definition time. */
export interface GameServices {
  database: Database;
  matches: MatchService;
  authenticate(token: string | undefined): Promise<Member | null>;
  /** The match rooms this process hosts (claims, outside changes). */
  rooms: RoomRegistry;
}

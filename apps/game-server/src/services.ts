import type { AppDatabase } from '@app/db';
import type { Member } from './auth.ts';
import type { MatchService } from './matches/match-service.ts';

/** What rooms need from the outside world, handed to them at definition time. */
export interface GameServices {
  db: AppDatabase;
  matches: MatchService;
  authenticate(token: string | undefined): Promise<Member | null>;
  /** Names this process in match room claims. */
  processId: string;
}

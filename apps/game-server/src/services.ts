import type { AppDatabase } from '@app/db';
import type { Member } from './auth.ts';

/** What rooms need from the outside world, handed to them at definition time. */
export interface GameServices {
  db: AppDatabase;
  authenticate(token: string | undefined): Promise<Member | null>;
}

import { type AppDatabase, matches, matchRoomClaims } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { LEASE_RENEW_MS, leaseEnd } from './room-lease.ts';

/** How often loaded rooms are checked against the database for changes made elsewhere. */
export const RESYNC_MS = 2_000;

export interface HostedMatch {
  /** The version the room holds. */
  version(): number;
  /** The database has a newer version (a deadline job, an HTTP move): reload it. */
  changed(): void;
  /** Another process took the match over: step aside. */
  lost(): void;
}

/**
 * The match rooms this process hosts. Renewing their claims and checking them
 * for outside changes are one query each for all rooms, not one per room.
 */
export function createRoomRegistry(db: AppDatabase, processId: string) {
  const hosted = new Map<string, HostedMatch>();

  async function renewClaims() {
    const ids = [...hosted.keys()];
    if (ids.length === 0) return;
    const renewed = await db
      .update(matchRoomClaims)
      .set({ leaseUntil: leaseEnd() })
      .where(and(eq(matchRoomClaims.owner, processId), inArray(matchRoomClaims.matchId, ids)))
      .returning({ id: matchRoomClaims.matchId });
    const still = new Set(renewed.map((row) => row.id));
    for (const id of ids) if (!still.has(id)) hosted.get(id)?.lost();
  }

  async function checkVersions() {
    const ids = [...hosted.keys()];
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: matches.id, version: matches.version })
      .from(matches)
      .where(inArray(matches.id, ids));
    for (const row of rows) {
      const room = hosted.get(row.id);
      if (room && row.version > room.version()) room.changed();
    }
  }

  const guard = (task: () => Promise<void>) => () => void task().catch(() => {});
  const timers = [
    setInterval(guard(renewClaims), LEASE_RENEW_MS),
    setInterval(guard(checkVersions), RESYNC_MS),
  ];
  for (const timer of timers) timer.unref();

  return {
    processId,
    /** False when this process already hosts the match (two joins racing to create its room). */
    register(matchId: string, room: HostedMatch) {
      if (hosted.has(matchId)) return false;
      hosted.set(matchId, room);
      return true;
    },
    unregister(matchId: string, room: HostedMatch) {
      if (hosted.get(matchId) === room) hosted.delete(matchId);
    },
    close() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

export type RoomRegistry = ReturnType<typeof createRoomRegistry>;

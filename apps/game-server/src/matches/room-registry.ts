import type { Database } from '@app/db';
import { type FailureReporter, inBackground } from '../services.ts';
import { LEASE_END, LEASE_RENEW_MS } from './room-lease.ts';

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

const RENEW_CLAIMS = `
  update match_room_claims set lease_until = ${LEASE_END}
  where owner = $1::text and match_id = any($2::text[])
  returning match_id as id`;

const VERSIONS = 'select id, version from matches where id = any($1::text[])';

/**
 * The match rooms this process hosts. Renewing their claims and checking them
 * for outside changes are one query each for all rooms, not one per room.
 */
export function createRoomRegistry(database: Database, processId: string, onError: FailureReporter) {
  const hosted = new Map<string, HostedMatch>();

  async function renewClaims() {
    const ids = [...hosted.keys()];
    if (ids.length === 0) return;
    const renewed = await database.executePrepared(RENEW_CLAIMS, [processId, ids]);
    const still = new Set(renewed.map((row) => row.id));
    for (const id of ids) if (!still.has(id)) hosted.get(id)?.lost();
  }

  async function checkVersions() {
    const ids = [...hosted.keys()];
    if (ids.length === 0) return;
    const rows = await database.executePrepared(VERSIONS, [ids]);
    for (const row of rows) {
      const room = hosted.get(row.id as string);
      if (room && (row.version as number) > room.version()) room.changed();
    }
  }

  // A missed round is retried by the next one; the failure is reported, never left unhandled.
  const every = (ms: number, context: string, task: () => Promise<void>) =>
    setInterval(() => inBackground(onError, context, task), ms);
  const timers = [
    every(LEASE_RENEW_MS, 'renewing room claims', renewClaims),
    every(RESYNC_MS, 'checking hosted matches for outside changes', checkVersions),
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

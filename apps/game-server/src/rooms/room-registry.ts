import { LEASE_RENEW_MS, matchVersions, renewClaims } from '@app/card-battle';
import type { Database } from '@app/db';
import { type FailureReporter, inBackground } from '@app/platform';

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
export function createRoomRegistry(
  database: Database,
  processId: string,
  onError: FailureReporter,
  /** Whether the process with this id still runs (a claim held by a dead one is taken over at once). */
  isAlive: (processId: string) => Promise<boolean>,
) {
  const hosted = new Map<string, HostedMatch>();

  async function renewHostedClaims() {
    const ids = [...hosted.keys()];
    if (ids.length === 0) return;
    const still = await renewClaims(database, processId, ids);
    for (const id of ids) if (!still.has(id)) hosted.get(id)?.lost();
  }

  async function checkVersions() {
    const ids = [...hosted.keys()];
    if (ids.length === 0) return;
    for (const [id, version] of await matchVersions(database, ids)) {
      const room = hosted.get(id);
      if (room && version > room.version()) room.changed();
    }
  }

  // A missed round is retried by the next one; the failure is reported, never left unhandled.
  const every = (ms: number, context: string, task: () => Promise<void>) =>
    setInterval(() => inBackground(onError, context, task), ms);
  const timers = [
    every(LEASE_RENEW_MS, 'renewing room claims', renewHostedClaims),
    every(RESYNC_MS, 'checking hosted matches for outside changes', checkVersions),
  ];
  for (const timer of timers) timer.unref();

  return {
    processId,
    isAlive,
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

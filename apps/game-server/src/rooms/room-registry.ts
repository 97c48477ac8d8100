import { hostedChanges, LEASE_RENEW_MS, renewLease } from '@app/card-battle';
import type { Database } from '@app/db';
import { type FailureReporter, inBackground } from '@app/platform';

/** How often hosted rooms are checked against the database for changes made elsewhere and claims taken over. */
export const RESYNC_MS = 2_000;

export interface HostedMatch {
  /**
   * The version the room holds; undefined while the room is still opening (its claim being taken) or closing
   * (its claim being released): such a room's claim is neither renewed nor checked.
   */
  version(): number | undefined;
  /** The database has a newer version (a deadline job, an HTTP move): reload it. */
  changed(): void;
  /** Another process took the match over: step aside. */
  lost(): void;
}

/**
 * A missed round is retried by the next one; the failure is reported, never left unhandled. A round still
 * on its way when the next is due makes that one skip: rounds never overlap. Overlapping renewals (a
 * database slower than a second with thousands of rooms) updated the same rows, each waiting on the
 * other's row locks while holding a pooled connection, until they held the whole pool and no move or join
 * could be saved (found by `pnpm bench:capacity`).
 */
function everyWithoutOverlap(
  ms: number,
  onError: FailureReporter,
  context: string,
  task: () => Promise<void>,
  { atOnce = false } = {},
) {
  let busy = false;
  const round = () => {
    if (busy) return;
    busy = true;
    inBackground(onError, context, () =>
      task().finally(() => {
        busy = false;
      }),
    );
  };
  if (atOnce) round();
  return setInterval(round, ms);
}

/**
 * The match rooms this process hosts. Its lease on their claims is one row
 * renewed every second; checking them for outside changes and claims taken
 * over is one query for all rooms every two seconds, not one per room.
 */
export function createRoomRegistry(
  database: Database,
  processId: string,
  onError: FailureReporter,
  /** Whether the process with this id still runs (a claim held by a dead one is taken over at once). */
  isAlive: (processId: string) => Promise<boolean>,
) {
  const hosted = new Map<string, HostedMatch>();

  /**
   * The rooms that hold their match, with the version each holds. A room still opening is registered (the
   * lock against two joins opening it at once) before its claim is taken: counted here, a renewal that ran
   * meanwhile found no claim of ours and closed it as taken over, and under load that was most joins failing.
   */
  function opened() {
    const versions = new Map<string, number>();
    const rooms = new Map<string, HostedMatch>();
    for (const [id, room] of hosted) {
      const version = room.version();
      if (version === undefined) continue;
      versions.set(id, version);
      rooms.set(id, room);
    }
    return { versions, rooms };
  }

  /**
   * The room a round asked about, if it still hosts its match when the answer comes: one that closed meanwhile
   * may have been replaced by another room opening the same match, which the answer says nothing about.
   */
  function stillHosting(rooms: ReadonlyMap<string, HostedMatch>, id: string) {
    const room = rooms.get(id);
    return room !== undefined && hosted.get(id) === room ? room : undefined;
  }

  /** Tells each room whose claim another process took to step aside, and each whose match changed to reload. */
  async function checkHosted() {
    const { versions, rooms } = opened();
    if (rooms.size === 0) return;
    const { lost, newer } = await hostedChanges(database, processId, versions);
    for (const id of lost) stillHosting(rooms, id)?.lost();
    for (const [id, version] of newer) {
      const room = stillHosting(rooms, id);
      const current = room?.version();
      if (room && current !== undefined && version > current) room.changed();
    }
  }

  const renew = () => renewLease(database, processId);
  const timers = [
    // Taken at once: a claim is live only while its owner's lease is.
    everyWithoutOverlap(LEASE_RENEW_MS, onError, 'renewing the room lease', renew, { atOnce: true }),
    everyWithoutOverlap(RESYNC_MS, onError, 'checking hosted matches for outside changes', checkHosted),
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

import type { Room } from '@colyseus/core';

/**
 * Our rooms have no synchronised state: every message is sent explicitly. A
 * null patch rate would make Colyseus tick each room's clock every 16 ms
 * instead, so patches (empty ones) are made rare, and room timers use Node's
 * own timers rather than the room clock. Not rarer than a second: the clock
 * only advances on a patch, and Colyseus' per-client message limit
 * (`maxMessagesPerSecond`) counts messages until the clock passes a second,
 * so with a minute between patches it would count a minute's messages.
 */
export const NO_STATE_PATCHES = 1_000;

/** A patch an hour: the room's own timer does next to nothing; its clock is moved by `clockRooms`. */
const HOURLY = 3_600_000;

/**
 * Stateless rooms whose clocks one timer moves once a second (see NO_STATE_PATCHES for why they must move),
 * instead of a timer per room: with thousands of match rooms open, a timer each was thousands of callbacks a
 * second doing nothing else.
 */
const clocked = new Set<Room>();
let ticker: NodeJS.Timeout | undefined;

/** From now until `unclock`, the room's clock moves once a second with every other clocked room's. */
export function clockRoom(room: Room) {
  room.patchRate = HOURLY;
  clocked.add(room);
  if (ticker) return;
  ticker = setInterval(() => {
    for (const each of clocked) each.clock.tick();
  }, NO_STATE_PATCHES);
  // A room's clock is no reason to keep a process running.
  ticker.unref();
}

/** The room is closing: its clock stops with it (and the shared timer with the last room). */
export function unclockRoom(room: Room) {
  clocked.delete(room);
  if (clocked.size === 0 && ticker) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

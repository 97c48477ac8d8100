/**
 * Our rooms have no synchronised state: every message is sent explicitly. A
 * null patch rate would make Colyseus tick each room's clock every 16 ms
 * instead, so patches are merely made rare, and room timers use Node's own
 * timers rather than the room clock.
 */
export const NO_STATE_PATCHES = 60_000;

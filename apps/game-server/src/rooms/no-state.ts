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

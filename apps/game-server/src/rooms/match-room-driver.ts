import { type IRoomCache, LocalDriver, type SortOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import type { Redis } from 'ioredis';

/*
 * Colyseus answers the lookup behind `joinOrCreate('match', { matchId })` by
 * filtering every room it knows: the Redis driver reads every room of every
 * process (HGETALL and a JSON parse per room), the local driver copies and
 * scans its list, two or three times per join (and the local driver scans for
 * a lookup by room id too). A match room's id is its match id, so both drivers
 * here answer those lookups by id, whatever the number of rooms.
 */

/** The match id a lookup asks for, when it is the match room's filtered lookup. */
function matchIdSought(conditions: Partial<IRoomCache>, matchRoomName: string) {
  const matchId = (conditions as { matchId?: unknown }).matchId;
  return conditions.name === matchRoomName && typeof matchId === 'string' ? matchId : undefined;
}

/** The same answer the filtered lookup gives: only an open, public room of this kind. */
function ifOpen(room: IRoomCache | undefined, matchRoomName: string) {
  const open = room && room.name === matchRoomName && !room.locked && !room.private;
  return (open ? room : undefined) as IRoomCache;
}

/**
 * Whether a game-server process is running, as presence knows it: every
 * process subscribes to its own channel (`p:<id>`, Colyseus' process channel)
 * for as long as it runs, and Redis drops the subscription the moment the
 * process's connection closes, however it died.
 */
export function processAliveInPresence(redis: Redis) {
  return async (processId: string) => {
    const [, subscribers] = (await redis.pubsub('NUMSUB', `p:${processId}`)) as [string, number];
    return Number(subscribers) > 0;
  };
}

/**
 * With Redis (several processes): one HGET by room id. A match room listed by
 * a process that has died is dropped from the listing, so the join opens the
 * match here at once instead of waiting out Colyseus' call to the dead process
 * and its health check (about 4 s).
 */
export class RedisMatchRoomDriver extends RedisDriver {
  constructor(
    private readonly matchRoomName: string,
    options: ConstructorParameters<typeof RedisDriver>[0],
    private readonly isAlive: (processId: string) => Promise<boolean>,
  ) {
    super(options);
  }

  override async findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const matchId = matchIdSought(conditions, this.matchRoomName);
    if (matchId === undefined) return super.findOne(conditions, sortOptions);
    const room = ifOpen(await super.findOne({ roomId: matchId }), this.matchRoomName);
    if (room && !(await this.isAlive(room.processId))) {
      await this.remove(room.roomId);
      return undefined as unknown as IRoomCache;
    }
    return room;
  }
}

/**
 * The ids LocalDriver keeps beside its list (`has()`, and `insert()` refusing an id it holds): private in its
 * types, kept in step here when a room is removed without LocalDriver's own search (@colyseus/core is pinned).
 */
const colyseusRoomIds = (driver: LocalDriver) => (driver as unknown as { roomIds: Set<string> }).roomIds;

/**
 * In one process: rooms are also kept by id, so finding a match room, or any room by id, is a map read, not a
 * scan; and removing one (every room that closes) takes it out of the list by its position, not by a search
 * and a splice of the whole list (Colyseus' LocalDriver), which with thousands of rooms open was a few
 * per cent of the server's time.
 */
export class LocalMatchRoomDriver extends LocalDriver {
  private readonly byId = new Map<string, IRoomCache>();
  /** Where each room stands in `rooms`, the list Colyseus' own queries read (its order means nothing). */
  private readonly positions = new Map<string, number>();

  constructor(private readonly matchRoomName: string) {
    super();
  }

  /** Called in the same synchronous step as the push that made `room` the last of `rooms`. */
  private added(room: IRoomCache) {
    this.byId.set(room.roomId, room);
    this.positions.set(room.roomId, this.rooms.length - 1);
  }

  /**
   * LocalDriver's insert (refuse a held id, else list the room), with no await between listing the room and
   * noting its position: after one, another room's insert could have been listed meanwhile (two rooms' creations
   * resuming in the same round), and both rooms would note the same, last, position.
   */
  override async insert(room: IRoomCache) {
    if (this.has(room.roomId)) return false;
    return this.persist(room, true);
  }

  override persist(room: IRoomCache, create = false) {
    const persisted = super.persist(room, create);
    if (persisted) this.added(room);
    return persisted;
  }

  /**
   * The last room takes the removed one's place: no search, no shift of the rest. Colyseus calls this twice
   * per closing room (the room's dispose and the matchmaker's); the second finds nothing, at once.
   */
  override remove(roomId: string) {
    const position = this.positions.get(roomId);
    if (position === undefined) return false;
    const last = this.rooms.pop();
    if (last && position < this.rooms.length) {
      this.rooms[position] = last;
      this.positions.set(last.roomId, position);
    }
    this.positions.delete(roomId);
    this.byId.delete(roomId);
    colyseusRoomIds(this).delete(roomId);
    return true;
  }

  override clear() {
    this.byId.clear();
    this.positions.clear();
    super.clear();
  }

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const matchId = matchIdSought(conditions, this.matchRoomName);
    if (matchId !== undefined) return Promise.resolve(ifOpen(this.byId.get(matchId), this.matchRoomName));
    // By id alone, any kind of room: the lookup of a join that waited while the other player's join
    // created the room (Colyseus' joinOrCreate lock), once per match.
    const keys = Object.keys(conditions);
    if (keys.length === 1 && typeof conditions.roomId === 'string') {
      return Promise.resolve(this.byId.get(conditions.roomId) as IRoomCache);
    }
    return super.findOne(conditions, sortOptions);
  }
}

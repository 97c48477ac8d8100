import { type IRoomCache, LocalDriver, type SortOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';

/*
 * Colyseus answers the lookup behind `joinOrCreate('match', { matchId })` by
 * filtering every room it knows: the Redis driver reads every room of every
 * process (HGETALL and a JSON parse per room), the local driver copies and
 * scans its list, two or three times per join. A match room's id is its match
 * id, so both drivers here answer that lookup by id, whatever the number of rooms.
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

/** With Redis (several processes): one HGET by room id. */
export class RedisMatchRoomDriver extends RedisDriver {
  constructor(
    private readonly matchRoomName: string,
    ...options: ConstructorParameters<typeof RedisDriver>
  ) {
    super(...options);
  }

  override async findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const matchId = matchIdSought(conditions, this.matchRoomName);
    if (matchId === undefined) return super.findOne(conditions, sortOptions);
    return ifOpen(await super.findOne({ roomId: matchId }), this.matchRoomName);
  }
}

/** In one process: rooms are also kept by id, so finding a match room is a map read, not a scan. */
export class LocalMatchRoomDriver extends LocalDriver {
  private readonly byId = new Map<string, IRoomCache>();

  constructor(private readonly matchRoomName: string) {
    super();
  }

  override async insert(room: IRoomCache) {
    const inserted = await super.insert(room);
    if (inserted) this.byId.set(room.roomId, room);
    return inserted;
  }

  override persist(room: IRoomCache, create = false) {
    const persisted = super.persist(room, create);
    if (persisted) this.byId.set(room.roomId, room);
    return persisted;
  }

  override remove(roomId: string) {
    this.byId.delete(roomId);
    return super.remove(roomId);
  }

  override clear() {
    this.byId.clear();
    super.clear();
  }

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const matchId = matchIdSought(conditions, this.matchRoomName);
    if (matchId === undefined) return super.findOne(conditions, sortOptions);
    return Promise.resolve(ifOpen(this.byId.get(matchId), this.matchRoomName));
  }
}

import type { IRoomCache, SortOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';

/**
 * Colyseus' Redis driver answers a filtered lookup (`joinOrCreate('match', { matchId })`) by reading every
 * room of every process (HGETALL and a JSON parse per room), two or three times per join. A match room's id
 * is its match id, so here that lookup is one HGET, whatever the number of rooms.
 */
export class MatchRoomDriver extends RedisDriver {
  constructor(
    private readonly matchRoomName: string,
    ...options: ConstructorParameters<typeof RedisDriver>
  ) {
    super(...options);
  }

  override async findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const matchId = (conditions as { matchId?: unknown }).matchId;
    if (conditions.name !== this.matchRoomName || typeof matchId !== 'string') {
      return super.findOne(conditions, sortOptions);
    }
    const room = await super.findOne({ roomId: matchId });
    // The same answer the filtered lookup gives: only an open, public room of this kind.
    const available = room && room.name === this.matchRoomName && !room.locked && !room.private;
    return (available ? room : undefined) as IRoomCache;
  }
}

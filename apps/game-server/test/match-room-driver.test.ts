// The local room driver's lookups by id answer what Colyseus' own filtering
// would: the open match room for a match, any room for a room id, and nothing
// once a room is gone. (Through the rooms, a wrong answer would only cost a
// scan or a retry, so the driver is checked on its own.)
import type { IRoomCache } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { LocalMatchRoomDriver } from '../src/rooms/match-room-driver.ts';

function listing(roomId: string, name: string, extra: Partial<IRoomCache> = {}): IRoomCache {
  return { roomId, name, processId: 'p1', clients: 0, maxClients: 8, metadata: {}, ...extra };
}

describe('LocalMatchRoomDriver', () => {
  it('finds a match room by its match id only while it is open, and any room by its id', async () => {
    const driver = new LocalMatchRoomDriver('match');
    const lobby = listing('lobby-1', 'lobby');
    const open = listing('match-a', 'match', { metadata: { matchId: 'match-a' } });
    const locked = listing('match-b', 'match', { locked: true, metadata: { matchId: 'match-b' } });
    await driver.insert(lobby);
    driver.persist(open, true);
    await driver.insert(locked);

    const byMatch = (matchId: string) =>
      driver.findOne({ name: 'match', locked: false, private: false, matchId } as Partial<IRoomCache>);
    expect(await byMatch('match-a')).toBe(open);
    expect(await byMatch('match-b')).toBeUndefined();
    expect(await byMatch('match-c')).toBeUndefined();

    expect(await driver.findOne({ roomId: 'lobby-1' })).toBe(lobby);
    expect(await driver.findOne({ roomId: 'match-b' })).toBe(locked);
    expect(await driver.findOne({ roomId: 'nobody' })).toBeUndefined();
    // Other conditions still go through Colyseus' filter.
    expect(await driver.findOne({ name: 'lobby' })).toBe(lobby);

    await driver.remove('match-a');
    await driver.remove('lobby-1');
    expect(await byMatch('match-a')).toBeUndefined();
    expect(await driver.findOne({ roomId: 'match-a' })).toBeUndefined();
    expect(await driver.findOne({ roomId: 'lobby-1' })).toBeUndefined();
    driver.clear();
    expect(await driver.findOne({ roomId: 'match-b' })).toBeUndefined();
  });

  it('removes any room from the middle of many, keeps the rest listed, and takes its id again later', async () => {
    const driver = new LocalMatchRoomDriver('match');
    const ids = Array.from({ length: 50 }, (_, i) => `match-${i}`);
    for (const id of ids) await driver.insert(listing(id, 'match', { metadata: { matchId: id } }));
    const removed = new Set(ids.filter((_, i) => i % 3 === 0 || i === ids.length - 1));
    for (const id of removed) expect(driver.remove(id)).toBe(true);
    // Colyseus removes a closing room twice (the room's dispose, then the matchmaker's): the second finds none.
    expect(driver.remove('match-0')).toBe(false);
    expect(driver.remove('nobody')).toBe(false);

    const kept = ids.filter((id) => !removed.has(id));
    // What Colyseus' own queries read: every room left, each once, and none removed.
    expect(driver.rooms.map((room) => room.roomId).sort()).toEqual([...kept].sort());
    expect((await driver.query({ name: 'match' })).length).toBe(kept.length);
    for (const id of ids) {
      expect(driver.has(id)).toBe(!removed.has(id));
      expect((await driver.findOne({ roomId: id }))?.roomId).toBe(removed.has(id) ? undefined : id);
    }
    // A match reopens under its own id (a room's id is its match id).
    expect(await driver.insert(listing('match-0', 'match', { metadata: { matchId: 'match-0' } }))).toBe(true);
    expect(await driver.insert(listing('match-1', 'match'))).toBe(false);
    expect((await driver.findOne({ roomId: 'match-0' }))?.roomId).toBe('match-0');
    for (const id of [...kept, 'match-0']) expect(driver.remove(id)).toBe(true);
    expect(driver.rooms).toEqual([]);
  });

  it('keeps each room at its own position when two inserts run at once (two rooms created in one round)', async () => {
    const driver = new LocalMatchRoomDriver('match');
    const [first, second] = ['match-a', 'match-b'].map((id) =>
      listing(id, 'match', { metadata: { matchId: id } }),
    );
    expect(await Promise.all([driver.insert(first!), driver.insert(second!)])).toEqual([true, true]);
    expect(driver.remove('match-a')).toBe(true);
    expect(driver.rooms).toEqual([second]);
    expect(await driver.findOne({ roomId: 'match-a' })).toBeUndefined();
    expect(await driver.findOne({ roomId: 'match-b' })).toBe(second);
    expect(driver.remove('match-b')).toBe(true);
    expect(driver.rooms).toEqual([]);
  });
});

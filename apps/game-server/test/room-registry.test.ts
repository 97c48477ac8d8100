// The registry of the match rooms a process hosts renews the process's lease (one row, every second) and checks
// its rooms for claims taken over and changes made elsewhere (one query for all, every two seconds). A room still
// opening (registered, its claim not yet taken) is left out: counted, a check found no claim of ours and closed it
// as taken over (under load, most joins failed so).
import { claimMatch, createMatches, releaseMatch } from '@app/card-battle';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { STARTER_DECK } from '@app/game-rules';
import { createJobRunner } from '@app/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomRegistry, type HostedMatch } from '../src/rooms/room-registry.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['pglite', 'postgres'] as const)('the room registry on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test?.close());

  async function newMatchId() {
    const jobs = createJobRunner({});
    const matches = await createMatches({ database: test.database, jobs });
    const player = async () => ({ ...(await createMember(test.database.db)), deck: STARTER_DECK });
    const match = await matches.create('blitz', await player(), await player());
    await jobs.close();
    return match.id;
  }

  /** A hosted room as the match room gives it: its version (none while opening), and what it was told. */
  function room(version: number | undefined) {
    const told = { lost: 0, changed: 0 };
    const hosted: HostedMatch & { version: () => number | undefined } = {
      version: () => version,
      changed: () => {
        told.changed += 1;
      },
      lost: () => {
        told.lost += 1;
      },
    };
    return {
      hosted,
      told,
      opened(at: number) {
        version = at;
      },
    };
  }

  it('leaves a room that is still opening alone, and tells an opened one it lost its claim', async () => {
    const { database } = test;
    const onError = (error: unknown) => {
      throw error;
    };
    const registry = createRoomRegistry(database, 'owner-a', onError, async (id) => id === 'owner-a');
    const [opening, taken, kept] = [await newMatchId(), await newMatchId(), await newMatchId()];
    const rooms = { opening: room(undefined), taken: room(0), kept: room(0) };
    try {
      for (const [id, each] of [
        [opening, rooms.opening],
        [taken, rooms.taken],
        [kept, rooms.kept],
      ] as const) {
        expect(registry.register(id, each.hosted)).toBe(true);
      }
      // Opened rooms hold their claims; the first room's claim is not taken yet. Then another owner takes one.
      for (const id of [taken, kept]) await claimMatch(database, id, 'owner-a', async () => true);
      expect(await claimMatch(database, taken, 'owner-b', async () => false)).toMatchObject({
        claimed: true,
      });
      // The lease's renewals (every second) and the checks (every 2 s) run meanwhile.
      await sleep(2_600);
      expect(rooms.opening.told).toEqual({ lost: 0, changed: 0 });
      expect(rooms.taken.told.lost).toBeGreaterThan(0);
      expect(rooms.kept.told).toEqual({ lost: 0, changed: 0 });

      // Once opened (claimed, its match held at version 0), it is checked like the others.
      await claimMatch(database, opening, 'owner-a', async () => true);
      rooms.opening.opened(0);
      await sleep(2_300);
      expect(rooms.opening.told).toEqual({ lost: 0, changed: 0 });
      const [lease] = await database.executePrepared(
        "select lease_until > now() + interval '3 seconds' as renewed from game_server_leases where owner = $1",
        ['owner-a'],
      );
      expect(lease).toEqual({ renewed: true });
    } finally {
      registry.close();
    }
  }, 20_000);

  it("tells a room that reopened a match nothing of a late answer about the closed room's claim", async () => {
    const { database } = test;
    const matchId = await newMatchId();
    await claimMatch(database, matchId, 'owner-a', async () => true);
    let asked!: () => void;
    const answerOnItsWay = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let letAnswer!: () => void;
    const answerArrives = new Promise<void>((resolve) => {
      letAnswer = resolve;
    });
    // Which of the checked claims are no longer held: answered only once the match has been opened again.
    const late = {
      ...database,
      async executePrepared(text: string, params: readonly unknown[]) {
        const rows = await database.executePrepared(text, params);
        if (text.includes('left join match_room_claims')) {
          asked();
          await answerArrives;
        }
        return rows;
      },
    };
    const registry = createRoomRegistry(
      late,
      'owner-a',
      () => {},
      async () => true,
    );
    const [closed, reopened] = [room(0), room(undefined)];
    try {
      registry.register(matchId, closed.hosted);
      // The room closes: its claim is released, and a check that counted it still asks about it meanwhile.
      await releaseMatch(database, matchId, 'owner-a');
      await answerOnItsWay;
      registry.unregister(matchId, closed.hosted);
      // A new room opens the match here (the same owner) before the answer (not held) arrives.
      expect(registry.register(matchId, reopened.hosted)).toBe(true);
      await claimMatch(database, matchId, 'owner-a', async () => true);
      reopened.opened(0);
      letAnswer();
      // The late answer, then a round that checks the new room's claim.
      await sleep(2_500);
      expect(reopened.told).toEqual({ lost: 0, changed: 0 });
      expect(closed.told).toEqual({ lost: 0, changed: 0 });
    } finally {
      letAnswer();
      registry.close();
    }
  }, 20_000);

  it('never runs a renewal while the last one is still on its way, however slow the database', async () => {
    const { database } = test;
    const matchId = await newMatchId();
    await claimMatch(database, matchId, 'owner-a', async () => true);
    // The same database, each renewal of the lease taking 2.5 s on its way (slower than the renewals' second).
    let inFlight = 0;
    let mostInFlight = 0;
    let renewals = 0;
    const slow = {
      ...database,
      async executePrepared(text: string, params: readonly unknown[]) {
        if (!text.includes('insert into game_server_leases')) return database.executePrepared(text, params);
        renewals += 1;
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          await sleep(2_500);
          return await database.executePrepared(text, params);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const registry = createRoomRegistry(
      slow,
      'owner-a',
      () => {},
      async () => true,
    );
    const opened = room(0);
    try {
      registry.register(matchId, opened.hosted);
      await sleep(6_000);
      expect(mostInFlight).toBe(1);
      // Rounds skipped while one was on its way, not stacked: two or three in 6 s, not six.
      expect(renewals).toBeGreaterThanOrEqual(2);
      expect(renewals).toBeLessThanOrEqual(3);
      expect(opened.told).toEqual({ lost: 0, changed: 0 });
    } finally {
      registry.close();
    }
  }, 20_000);
});

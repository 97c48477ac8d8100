// Claims on matches, live while their owner's lease (one a process) is. Taking over a match from a process
// that died: the turn in progress gets back the time since the dead process was last reachable, which its
// lease dates by that process's own clock (see Claim).
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { STARTER_DECK } from '@app/game-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTurnDue } from '../src/deadlines.ts';
import { createMatchRecord } from '../src/match-repository.ts';
import { claimMatch, hostedChanges, renewLease } from '../src/room-claims.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['pglite', 'postgres'] as const)('room claims on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test?.close());

  async function newMatch() {
    const { db } = test.database;
    const player = async () => ({ ...(await createMember(db)), deck: STARTER_DECK });
    return createMatchRecord(db, {
      mode: 'blitz',
      playerA: await player(),
      playerB: await player(),
      now: Date.now(),
    });
  }
  const alive = (owner: string) => async (processId: string) => processId === owner;
  /** What a claim answers when nobody else held the match. */
  const CLAIMED_AFRESH = { claimed: true, unreachableSince: null };

  it('dates a takeover from when the dead owner sent its last renewal, not from when the database ran it', async () => {
    const { database } = test;
    const match = await newMatch();
    await renewLease(database, 'owner-a');
    expect(await claimMatch(database, match.id, 'owner-a', alive('owner-a'))).toEqual(CLAIMED_AFRESH);

    // Owner A's renewal is held up on its way (here behind a transaction holding its lease's row), and A dies
    // right after sending it.
    let locked!: () => void;
    const rowLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holdUp = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from game_server_leases where owner = 'owner-a' for update`);
      locked();
      await sleep(300);
    });
    await rowLocked;
    const renewal = renewLease(database, 'owner-a').then(() => Date.now());
    const diedAt = Date.now();
    await holdUp;
    // The renewal ran only once the transaction let it, after the owner's death.
    expect((await renewal) - diedAt).toBeGreaterThanOrEqual(250);

    const claim = await claimMatch(database, match.id, 'owner-b', alive('owner-b'));
    expect(claim).toMatchObject({ claimed: true });
    const { unreachableSince } = claim as { unreachableSince: number };
    expect(unreachableSince).toBeLessThanOrEqual(diedAt);
    expect(unreachableSince).toBeGreaterThan(diedAt - 250);
  });

  it('answers no takeover when the claim was free or already its own', async () => {
    const { database } = test;
    const match = await newMatch();
    await renewLease(database, 'owner-a');
    expect(await claimMatch(database, match.id, 'owner-a', alive('owner-a'))).toEqual(CLAIMED_AFRESH);
    expect(await claimMatch(database, match.id, 'owner-a', alive('owner-a'))).toEqual(CLAIMED_AFRESH);
    // Held by a live owner: refused.
    expect(await claimMatch(database, match.id, 'owner-b', alive('owner-a'))).toEqual({ claimed: false });
  });

  it("takes over a claim whose owner's lease ran out, even while presence still says the owner runs", async () => {
    const { database } = test;
    const match = await newMatch();
    const owner = `owner-${match.id}`;
    await renewLease(database, owner);
    await claimMatch(database, match.id, owner, alive(owner));
    const [lease] = await database.executePrepared(
      "update game_server_leases set lease_until = now() - interval '1 second' where owner = $1 returning renewed_at",
      [owner],
    );
    await renewLease(database, 'owner-b');
    const claim = await claimMatch(database, match.id, 'owner-b', async () => true);
    expect(claim).toEqual({
      claimed: true,
      unreachableSince: new Date(lease!.renewed_at as string).getTime(),
    });
    // Renewing the lease later does not give the match back.
    await renewLease(database, owner);
    expect(await claimMatch(database, match.id, owner, async () => true)).toEqual({ claimed: false });
  });

  it('renews a lease as one row however many claims, and deletes leases that ran out long ago', async () => {
    const { database } = test;
    const [first, second] = [await newMatch(), await newMatch()];
    const [owner, gone] = [`owner-${first.id}`, `gone-${first.id}`];
    await renewLease(database, owner);
    for (const match of [first, second]) await claimMatch(database, match.id, owner, alive(owner));
    await database.executePrepared(
      "insert into game_server_leases (owner, lease_until) values ($1, now() - interval '2 hours')",
      [gone],
    );
    await renewLease(database, owner);
    const leases = await database.executePrepared(
      "select owner, lease_until > now() + interval '4 seconds' as renewed from game_server_leases where owner in ($1, $2)",
      [owner, gone],
    );
    expect(leases).toEqual([{ owner, renewed: true }]);
  });

  it('leaves a turn past its deadline to the room of a live lease, and ends it once that lease ran out', async () => {
    const { database } = test;
    const match = await newMatch();
    const host = `host-${match.id}`;
    const { turnCount, turnDeadline } = match.state;
    const due = (asker = '') => isTurnDue(database, match.id, turnCount, turnDeadline + 1, asker);
    expect(await due()).toBe(true);
    await renewLease(database, host);
    await claimMatch(database, match.id, host, alive(host));
    // Timed by the host's room: not by a job elsewhere, but by the host itself.
    expect(await due()).toBe(false);
    expect(await due(host)).toBe(true);
    await database.executePrepared(
      "update game_server_leases set lease_until = now() - interval '1 second' where owner = $1",
      [host],
    );
    expect(await due()).toBe(true);
  });

  it('answers the claims taken over and the matches saved beyond the version their room holds', async () => {
    const { database } = test;
    const [kept, lost, behind] = [await newMatch(), await newMatch(), await newMatch()];
    await renewLease(database, 'owner-a');
    for (const match of [kept, lost, behind])
      await claimMatch(database, match.id, 'owner-a', alive('owner-a'));
    // Owner B, told A is gone, takes one over.
    expect(await claimMatch(database, lost.id, 'owner-b', alive('owner-b'))).toMatchObject({ claimed: true });
    // A new match is its deal, version 0.
    const held = new Map([
      [kept.id, 0],
      [lost.id, 0],
      [behind.id, -1],
    ]);
    expect(await hostedChanges(database, 'owner-a', held)).toEqual({
      lost: [lost.id],
      newer: new Map([[behind.id, 0]]),
    });
    expect(await hostedChanges(database, 'owner-a', new Map([[kept.id, 0]]))).toEqual({
      lost: [],
      newer: new Map(),
    });
  });
});

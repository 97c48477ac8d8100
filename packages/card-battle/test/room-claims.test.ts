// Taking over a match from a process that died: the turn in progress gets back the time since the dead
// process was last reachable, which the claim dates by that process's own clock (see Claim).
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { STARTER_DECK } from '@app/game-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatchRecord } from '../src/match-repository.ts';
import { claimMatch, newerVersions, renewClaims } from '../src/room-claims.ts';

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
    expect(await claimMatch(database, match.id, 'owner-a', alive('owner-a'))).toEqual(CLAIMED_AFRESH);

    // Owner A's renewal is held up on its way (here behind a transaction holding the claim's row), and A dies
    // right after sending it.
    let locked!: () => void;
    const rowLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holdUp = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from match_room_claims where match_id = ${match.id} for update`);
      locked();
      await sleep(300);
    });
    await rowLocked;
    const renewal = renewClaims(database, 'owner-a', [match.id]).then(() => Date.now());
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
    expect(await claimMatch(database, match.id, 'owner-a', alive('owner-a'))).toEqual(CLAIMED_AFRESH);
    expect(await claimMatch(database, match.id, 'owner-a', alive('owner-a'))).toEqual(CLAIMED_AFRESH);
    // Held by a live owner: refused.
    expect(await claimMatch(database, match.id, 'owner-b', alive('owner-a'))).toEqual({ claimed: false });
  });

  it('renews the claims its owner still holds, and answers those taken over meanwhile', async () => {
    const { database } = test;
    const [kept, lost] = [await newMatch(), await newMatch()];
    for (const match of [kept, lost]) await claimMatch(database, match.id, 'owner-a', alive('owner-a'));
    // Owner B, told A is gone, takes one over.
    expect(await claimMatch(database, lost.id, 'owner-b', alive('owner-b'))).toMatchObject({ claimed: true });

    expect(await renewClaims(database, 'owner-a', [kept.id, lost.id])).toEqual([lost.id]);
    const leases = await database.executePrepared(
      "select match_id, owner, lease_until > now() + interval '4 seconds' as renewed from match_room_claims where match_id in ($1, $2)",
      [kept.id, lost.id],
    );
    expect(leases.find((row) => row.match_id === kept.id)).toMatchObject({ owner: 'owner-a', renewed: true });
    expect(leases.find((row) => row.match_id === lost.id)).toMatchObject({ owner: 'owner-b' });
    expect(await renewClaims(database, 'owner-a', [kept.id])).toEqual([]);
  });

  it('answers only the matches saved beyond the version their room holds', async () => {
    const { database } = test;
    const [current, behind] = [await newMatch(), await newMatch()];
    // A new match is its deal, version 0.
    const held = new Map([
      [current.id, 0],
      [behind.id, -1],
    ]);
    expect(await newerVersions(database, held)).toEqual(new Map([[behind.id, 0]]));
    expect(await newerVersions(database, new Map([[current.id, 0]]))).toEqual(new Map());
  });
});

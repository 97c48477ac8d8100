// The card battle's notifications through the real match service and SQL, on both stacks: each kind raised
// once per event, "your turn" replaced, none for a player connected to the match's room.
import { randomBytes } from 'node:crypto';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { type Action, type PlayerSlot, STARTER_DECK } from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMatch } from '../src/match-repository.ts';
import { joinQueue } from '../src/queue.ts';
import { createMatches } from '../src/setup.ts';

type Matches = Awaited<ReturnType<typeof createMatches>>;

describe.each(['pglite', 'postgres'] as const)('card notifications (%s)', (kind) => {
  const prefix = `test:card-notes:${randomBytes(4).toString('hex')}`;
  let test: TestDatabase;
  let jobs: JobRunner;
  let matches: Matches;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    jobs = createJobRunner(kind === 'postgres' ? { redisUrl: TEST_REDIS_URL, prefix } : {});
    matches = await createMatches({ database: test.database, jobs });
  });
  afterAll(async () => {
    await jobs?.close();
    if (kind === 'postgres') await deleteRedisKeys(prefix);
    await test?.close();
  });

  const member = async () => ({
    ...(await createMember(test.database.db)),
    displayName: null,
    isAdmin: false,
  });

  /** The notifications of a match as stored, oldest first. */
  async function notesOf(matchId: string) {
    const rows = await test.database.executePrepared(
      `select id, user_id, actor_id, kind, read_at, detail, thread_id from notifications
       where match_id = $1::text order by id`,
      [matchId],
    );
    return rows as Array<{ id: number; user_id: number; actor_id: number; kind: string; read_at: unknown }>;
  }

  async function newMatch(mode: 'async' | 'blitz') {
    const { db } = test.database;
    return matches.create(
      mode,
      { ...(await createMember(db)), deck: STARTER_DECK },
      { ...(await createMember(db)), deck: STARTER_DECK },
    );
  }

  const idOf = (match: LoadedMatch, slot: PlayerSlot) =>
    slot === 'player_a' ? match.playerAId : match.playerBId;

  async function step(match: LoadedMatch, build: (slot: PlayerSlot) => Action, present: PlayerSlot[] = []) {
    const outcome = await matches.apply(match, build(match.state.currentTurn), { present });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.match;
  }
  const endTurn = (match: LoadedMatch, present: PlayerSlot[] = []) =>
    step(match, (player) => ({ type: 'end_turn', player, now: Date.now() }), present);

  it('tells the member who waited in the async queue that their match was found, once', async () => {
    const waiter = await member();
    const joiner = await member();
    expect(await joinQueue(test.database.db, matches, waiter, 'async')).toEqual({ status: 'waiting' });
    const found = await joinQueue(test.database.db, matches, joiner, 'async');
    if (found.status !== 'matched') throw new Error('not matched');
    // The waiter asking again (how a polling client learns its match) raises nothing new.
    await joinQueue(test.database.db, matches, waiter, 'async');
    const notes = await notesOf(found.matchId);
    expect(notes.filter((note) => note.kind === 'match_found')).toMatchObject([
      { user_id: waiter.id, actor_id: joiner.id, read_at: null },
    ]);
  });

  it("raises 'your turn' for the absent player whose turn it became, and a newer one replaces the unread one", async () => {
    const match = await newMatch('async');
    const first = match.state.currentTurn;
    const second: PlayerSlot = first === 'player_a' ? 'player_b' : 'player_a';
    const afterOne = await endTurn(match);
    let notes = await notesOf(match.id);
    expect(notes).toMatchObject([
      { kind: 'your_turn', user_id: idOf(match, second), actor_id: idOf(match, first) },
    ]);
    expect(notes[0]).toMatchObject({ thread_id: null, detail: { deadline: expect.any(String) } });
    const afterTwo = await endTurn(afterOne);
    const afterThree = await endTurn(afterTwo);
    notes = await notesOf(match.id);
    // One unread each: the second's newer "your turn" replaced their first (a new id, so it lists as newest).
    expect(notes.map((note) => [note.kind, note.user_id])).toEqual([
      ['your_turn', idOf(match, first)],
      ['your_turn', idOf(match, second)],
    ]);
    expect(notes[1]?.id).toBeGreaterThan(notes[0]?.id ?? 0);
    // Read, it is kept; the next turn passing raises a new unread one beside it.
    await test.database.executePrepared(
      `update notifications set read_at = now() where match_id = $1::text and user_id = $2::int`,
      [match.id, idOf(match, first)],
    );
    await endTurn(afterThree);
    notes = await notesOf(match.id);
    expect(
      notes.filter((note) => note.user_id === idOf(match, first)).map((note) => note.read_at === null),
    ).toEqual([false, true]);
  });

  it('raises nothing for a player connected to the room, and a stale repeat of a step raises nothing twice', async () => {
    const match = await newMatch('async');
    const next: PlayerSlot = match.state.currentTurn === 'player_a' ? 'player_b' : 'player_a';
    const looked = await endTurn(match, [next]);
    expect(await notesOf(match.id)).toEqual([]);
    await endTurn(looked);
    expect(await notesOf(match.id)).toHaveLength(1);
    // The same step again from the state before (a retry after the save): stale, nothing written.
    const again = await matches.apply(looked, {
      type: 'end_turn',
      player: looked.state.currentTurn,
      now: Date.now(),
    });
    expect(again).toMatchObject({ ok: false, reason: 'stale' });
    expect(await notesOf(match.id)).toHaveLength(1);
  });

  it('blitz: nothing while both players are on the board; the end of the match to a player who went away', async () => {
    const match = await newMatch('blitz');
    const both: PlayerSlot[] = ['player_a', 'player_b'];
    const played = await endTurn(await endTurn(match, both), both);
    expect(await notesOf(match.id)).toEqual([]);
    const quitter = played.state.currentTurn;
    const stayer: PlayerSlot = quitter === 'player_a' ? 'player_b' : 'player_a';
    // The player whose turn it is forfeits, the other has gone away: only they are told, once.
    await step(played, (player) => ({ type: 'forfeit', player, now: Date.now() }), [quitter]);
    expect(await notesOf(match.id)).toMatchObject([
      {
        kind: 'match_ended',
        user_id: idOf(match, stayer),
        actor_id: idOf(match, quitter),
        detail: { result: 'won', reason: 'opponent_forfeited', points: expect.any(Number) },
      },
    ]);
  });

  it('async: the end of the match to both players when neither is on the board', async () => {
    const match = await newMatch('async');
    // Both end a turn of their own (the turn then passes back, raising "your turn"); a forfeit now is a loss.
    const played = await endTurn(await endTurn(match));
    const quitter = played.state.currentTurn;
    await step(played, (player) => ({ type: 'forfeit', player, now: Date.now() }));
    const notes = (await notesOf(match.id)).filter((note) => note.kind === 'match_ended');
    expect(notes.map((note) => note.user_id).sort()).toEqual([match.playerAId, match.playerBId].sort());
    expect(notes.find((note) => note.user_id === idOf(match, quitter))).toMatchObject({
      detail: { result: 'lost', points: 0 },
    });
    expect(notes.find((note) => note.user_id !== idOf(match, quitter))).toMatchObject({
      detail: { result: 'won', reason: 'opponent_forfeited' },
    });
  });

  it('tells both players a match forfeited before each had ended a turn was aborted: no winner, no point', async () => {
    const match = await newMatch('async');
    // The first player ends turn 1; the second forfeits in turn 2 without having ended one.
    const afterOne = await endTurn(match);
    await step(afterOne, (player) => ({ type: 'forfeit', player, now: Date.now() }));
    const notes = (await notesOf(match.id)).filter((note) => note.kind === 'match_ended');
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note).toMatchObject({ detail: { result: 'aborted', reason: 'opponent_forfeited', points: 0 } });
    }
  });
});

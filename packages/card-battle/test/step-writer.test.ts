// The group-commit step writer against real SQL on both databases: steps that
// reach it in one turn of the event loop share a statement, yet each one is
// saved or refused on its own compare-and-set; the action log is the record,
// with a snapshot every SNAPSHOT_EVERY actions that a load replays from.
import { matchActions, matches, pointsLedger, sqlWithParams } from '@app/db';
import { createMember, createTestDatabase, rowsOf, type TestDatabase } from '@app/db/testing';
import { type Action, CARD_CATALOGUE, legalActions, STARTER_DECK } from '@app/game-rules';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAndSave, createMatchRecord, type LoadedMatch, loadMatch } from '../src/match-repository.ts';
import { createStepWriter, SNAPSHOT_EVERY, type StepWriter } from '../src/step-writer.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`step writer on ${kind}`, () => {
    let test: TestDatabase;
    let saveStep: StepWriter;
    let statements = 0;
    let writing = 0;
    let mostAtOnce = 0;

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      // Count the statements the writer sends, to see that a batch is one.
      const { executePrepared } = test.database;
      const counted = {
        ...test.database,
        executePrepared: async (text: string, params: readonly unknown[]) => {
          statements += 1;
          mostAtOnce = Math.max(mostAtOnce, ++writing);
          try {
            return await executePrepared(text, params);
          } finally {
            writing -= 1;
          }
        },
      };
      saveStep = createStepWriter(counted);
    });
    afterAll(() => test?.close());

    async function newMatch(): Promise<LoadedMatch> {
      const { db } = test.database;
      return createMatchRecord(db, {
        mode: 'blitz',
        playerA: { ...(await createMember(db)), deck: STARTER_DECK },
        playerB: { ...(await createMember(db)), deck: STARTER_DECK },
        now: Date.now(),
      });
    }

    const endTurn = (match: LoadedMatch) =>
      applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, {
        type: 'end_turn',
        player: match.state.currentTurn,
        now: Date.now(),
      });

    it('saves the moves of several matches in one statement, each with its own state and log row', async () => {
      const matches = await Promise.all([newMatch(), newMatch(), newMatch()]);
      const before = statements;
      const outcomes = await Promise.all(matches.map(endTurn));
      expect(statements - before).toBe(1);
      for (const [index, outcome] of outcomes.entries()) {
        expect(outcome.ok).toBe(true);
        const stored = await loadMatch(test.database, CARD_CATALOGUE, matches[index]!.id);
        expect(stored?.state.version).toBe(matches[index]!.state.version + 1);
        expect(stored?.state.currentTurn).not.toBe(matches[index]!.state.currentTurn);
        const log = await test.database.db
          .select({ version: matchActions.version, action: matchActions.action })
          .from(matchActions)
          .where(eq(matchActions.matchId, matches[index]!.id))
          .orderBy(asc(matchActions.version));
        expect(log.map((row) => row.version)).toEqual([0, 1]);
        expect(log[1]!.action).toMatchObject({ type: 'end_turn' });
      }
    });

    it('writes one batch at a time: the moves that come while one is written go together in the next', async () => {
      const [first, ...others] = await Promise.all([newMatch(), newMatch(), newMatch(), newMatch()]);
      const before = statements;
      mostAtOnce = 0;
      const firstSaved = endTurn(first!);
      // The first move's statement is on its way before the others are made.
      await new Promise((resolve) => setImmediate(resolve));
      const outcomes = await Promise.all([firstSaved, ...others.map(endTurn)]);
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(statements - before).toBe(2);
      expect(mostAtOnce).toBe(1);
    });

    it('starts batches commitEveryMs apart: moves just after a batch wait and go together; after a quiet spell, at once', async () => {
      const PACE_MS = 1_000;
      const started: number[] = [];
      const paced = createStepWriter(
        {
          ...test.database,
          executePrepared: (text: string, params: readonly unknown[]) => {
            started.push(performance.now());
            return test.database.executePrepared(text, params);
          },
        },
        PACE_MS,
      );
      const save = (match: LoadedMatch) =>
        applyAndSave(test.database, paced, CARD_CATALOGUE, match, {
          type: 'end_turn',
          player: match.state.currentTurn,
          now: Date.now(),
        });
      const [a, b, c, d] = await Promise.all([newMatch(), newMatch(), newMatch(), newMatch()]);
      const quiet = performance.now();
      expect((await save(a!)).ok).toBe(true);
      expect(started[0]! - quiet).toBeLessThan(PACE_MS / 2);
      // Two moves just after it, 20 ms apart: they wait out the pace and share one statement.
      const bSaved = save(b!);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const outcomes = await Promise.all([bSaved, save(c!)]);
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(started).toHaveLength(2);
      expect(started[1]! - started[0]!).toBeGreaterThan(PACE_MS - 5);
      // After a quiet spell as long as the pace, a move goes at once again.
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      const later = performance.now();
      expect((await save(d!)).ok).toBe(true);
      expect(started).toHaveLength(3);
      expect(started[2]! - later).toBeLessThan(PACE_MS / 2);
    });

    it('saves one of two moves on the same version in one batch and refuses the other as stale', async () => {
      const match = await newMatch();
      const other = await newMatch();
      const before = statements;
      const outcomes = await Promise.all([endTurn(match), endTurn(match), endTurn(other)]);
      expect(statements - before).toBe(1);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'stale')).toHaveLength(1);
      expect(outcomes[2]!.ok).toBe(true);
      const log = await test.database.db
        .select({ version: matchActions.version })
        .from(matchActions)
        .where(eq(matchActions.matchId, match.id));
      expect(log.map((row) => row.version).sort()).toEqual([0, 1]);
      expect((await loadMatch(test.database, CARD_CATALOGUE, match.id))?.state.version).toBe(
        match.state.version + 1,
      );
    });

    it('appends the card plays of several matches in one statement; of two plays on one version, the first', async () => {
      const [match, other] = await Promise.all([newMatch(), newMatch()]);
      // The same play twice on one version (a double click): the second finds its version taken.
      const play = (of: LoadedMatch) =>
        legalActions(of.state, Date.now(), CARD_CATALOGUE).find((action) => action.type === 'play_card')!;
      const first = play(match);
      const second = { ...first };
      const otherPlay = play(other);
      const before = statements;
      const outcomes = await Promise.all([
        applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, first),
        applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, second),
        applyAndSave(test.database, saveStep, CARD_CATALOGUE, other, otherPlay),
      ]);
      expect(statements - before).toBe(1);
      expect(outcomes.map((outcome) => outcome.ok || outcome.reason)).toEqual([true, 'stale', true]);
      const logged = async (of: LoadedMatch) =>
        test.database.db
          .select({ version: matchActions.version, action: matchActions.action })
          .from(matchActions)
          .where(eq(matchActions.matchId, of.id))
          .orderBy(asc(matchActions.version));
      expect(await logged(match)).toEqual([
        expect.objectContaining({ version: 0 }),
        { version: 1, action: first },
      ]);
      expect(await logged(other)).toEqual([
        expect.objectContaining({ version: 0 }),
        { version: 1, action: otherPlay },
      ]);
      // The first play is what a load finds.
      const loaded = await loadMatch(test.database, CARD_CATALOGUE, match.id);
      expect(outcomes[0]!.ok && loaded?.state).toEqual(outcomes[0]!.ok && outcomes[0]!.match.state);
    });

    it('refuses a move made on an old version and writes nothing for it', async () => {
      const match = await newMatch();
      expect((await endTurn(match)).ok).toBe(true);
      const stale = await endTurn(match);
      expect(stale).toMatchObject({ ok: false, reason: 'stale' });
      const log = await test.database.db
        .select({ version: matchActions.version })
        .from(matchActions)
        .where(eq(matchActions.matchId, match.id));
      expect(log).toHaveLength(2);
    });
    const storedRow = async (matchId: string) =>
      (await test.database.db.select().from(matches).where(eq(matches.id, matchId)))[0]!;

    it('writes a card play as its action row alone, and a load replays it onto the snapshot', async () => {
      const match = await newMatch();
      const before = await storedRow(match.id);
      const slot = match.state.currentTurn;
      const play = legalActions(match.state, Date.now(), CARD_CATALOGUE).find(
        (action) => action.type === 'play_card',
      )!;
      const outcome = await applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, play);
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      // The match row (snapshot, turn, deadline) is untouched: same turn, same deadline.
      const after = await storedRow(match.id);
      expect(after).toEqual(before);
      expect(after.stateVersion).toBe(0);
      const loaded = await loadMatch(test.database, CARD_CATALOGUE, match.id);
      expect(loaded?.state).toEqual(outcome.match.state);
      expect(loaded?.state.currentTurn).toBe(slot);
      expect(loaded?.stateVersion).toBe(0);
    });

    it('pays the winner with the step that ends the match, once; a stale final step writes nothing', async () => {
      let match = await newMatch();
      // Both players end a turn of their own first: a forfeit before that aborts the match, which pays nothing.
      for (const _turn of [1, 2]) {
        const ended = await endTurn(match);
        if (!ended.ok) throw new Error('an end of turn was refused');
        match = ended.match;
      }
      const forfeit = { type: 'forfeit', player: match.state.currentTurn, now: Date.now() } as const;
      const first = await applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, forfeit);
      const again = await applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, forfeit);
      expect(first.ok).toBe(true);
      expect(again).toMatchObject({ ok: false, reason: 'stale' });
      const winnerId = match.state.currentTurn === 'player_a' ? match.playerBId : match.playerAId;
      const paid = await test.database.db
        .select({ userId: pointsLedger.userId, amount: pointsLedger.amount })
        .from(pointsLedger)
        .where(eq(pointsLedger.reference, `match:${match.id}`));
      expect(paid).toEqual([{ userId: winnerId, amount: 1 }]);
      expect(await storedRow(match.id)).toMatchObject({
        status: 'forfeited',
        winnerId,
        winReason: 'opponent_forfeited',
      });
    });

    it('changes a turn in place: the match row is updated with no new index entry (a HOT update)', async () => {
      const match = await newMatch();
      // The writer's own statement, run in a transaction of the test's, so that PostgreSQL's counters of this
      // backend tell how the row was updated (an index on a column a turn change writes would make it non-HOT).
      await test.database.db.transaction(async (tx) => {
        const updates = async () =>
          rowsOf<{ updated: number; hot: number }>(
            await tx.execute(
              sql`select pg_stat_get_xact_tuples_updated('matches'::regclass)::int as updated,
                pg_stat_get_xact_tuples_hot_updated('matches'::regclass)::int as hot`,
            ),
          )[0]!;
        const inTransaction = {
          ...test.database,
          executePrepared: async (text: string, params: readonly unknown[]) =>
            rowsOf(await tx.execute(sqlWithParams(text, params))),
        };
        const before = await updates();
        const outcome = await applyAndSave(
          inTransaction,
          createStepWriter(inTransaction),
          CARD_CATALOGUE,
          match,
          {
            type: 'end_turn',
            player: match.state.currentTurn,
            now: Date.now(),
          },
        );
        expect(outcome.ok).toBe(true);
        const after = await updates();
        // The counters may include earlier transactions not yet reported: the difference is this turn's.
        expect({ updated: after.updated - before.updated, hot: after.hot - before.hot }).toEqual({
          updated: 1,
          hot: 1,
        });
      });
    });

    it('snapshots every SNAPSHOT_EVERY actions and at the end; every load equals the state the writer holds', async () => {
      let now = Date.now();
      // Plays the first playable card, else ends the turn: games run to their natural end.
      const next = (state: LoadedMatch['state']): Action => {
        const options = legalActions(state, now, CARD_CATALOGUE);
        return options.find((action) => action.type === 'play_card') ?? options.at(-1)!;
      };
      /** Plays a new match to its end, checking every step; the versions it snapshotted. */
      const playToTheEnd = async () => {
        let match = await newMatch();
        const snapshots = new Set<number>();
        while (match.state.gameStatus === 'in_progress' && match.state.version < 400) {
          now += 1_000;
          const outcome = await applyAndSave(
            test.database,
            saveStep,
            CARD_CATALOGUE,
            match,
            next(match.state),
          );
          expect(outcome.ok).toBe(true);
          if (!outcome.ok) return snapshots;
          match = outcome.match;
          const row = await storedRow(match.id);
          const { version } = match.state;
          const expected =
            match.state.gameStatus === 'in_progress' ? version - (version % SNAPSHOT_EVERY) : version;
          expect(row.stateVersion).toBe(expected);
          expect(match.stateVersion).toBe(expected);
          snapshots.add(row.stateVersion);
          // The columns the deadline sweep and the match lists read are always the latest.
          expect(row).toMatchObject({
            currentTurn: match.state.currentTurn,
            turnCount: match.state.turnCount,
            status: match.state.gameStatus,
          });
          expect(row.turnDeadline.getTime()).toBe(match.state.turnDeadline);
          expect(await loadMatch(test.database, CARD_CATALOGUE, match.id)).toEqual(match);
        }
        expect(match.state.gameStatus).not.toBe('in_progress');
        const log = await test.database.db
          .select({ version: matchActions.version })
          .from(matchActions)
          .where(eq(matchActions.matchId, match.id));
        expect(log).toHaveLength(match.state.version + 1);
        return snapshots;
      };
      // A random deal can end within SNAPSHOT_EVERY actions (the first snapshot and the end, nothing between):
      // new matches are played, each checked the same, until one has snapshotted between its start and its end.
      let snapshots = await playToTheEnd();
      for (let extra = 0; extra < 10 && snapshots.size <= 2; extra++) snapshots = await playToTheEnd();
      expect(snapshots.size).toBeGreaterThan(2);
    });
  });
}

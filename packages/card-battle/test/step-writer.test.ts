// The group-commit step writer against real SQL on both databases: steps that
// reach it in one turn of the event loop share a statement, yet each one is
// saved or refused on its own compare-and-set.
import { matchActions } from '@app/db';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { CARD_CATALOGUE, STARTER_DECK } from '@app/game-rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAndSave,
  createMatchRecord,
  createStepWriter,
  type LoadedMatch,
  loadMatch,
  type StepWriter,
} from '../src/match-repository.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`step writer on ${kind}`, () => {
    let test: TestDatabase;
    let saveStep: StepWriter;
    let statements = 0;

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      // Count the statements the writer sends, to see that a batch is one.
      const { executePrepared } = test.database;
      const counted = {
        ...test.database,
        executePrepared: (text: string, params: readonly unknown[]) => {
          statements += 1;
          return executePrepared(text, params);
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
        const stored = await loadMatch(test.database, matches[index]!.id);
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
      expect((await loadMatch(test.database, match.id))?.state.version).toBe(match.state.version + 1);
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
  });
}

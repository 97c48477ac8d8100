// The end of a match settles the players' ratings, their results and the winner's point in the transaction that
// saves its last step, on both databases: once however often that step is retried, nothing for an aborted
// match, and at most one point a day for the same pair of members.
import { cardRatings, cardWinPairs, matchResults, pointsLedger } from '@app/db';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { type Action, CARD_CATALOGUE, type GameMode, type PlayerSlot, STARTER_DECK } from '@app/game-rules';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAndSave, createMatchRecord, type LoadedMatch } from '../src/match-repository.ts';
import { createStepWriter, type StepWriter } from '../src/step-writer.ts';

type Member = { id: number; username: string };

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`settling a finished match on ${kind}`, () => {
    let test: TestDatabase;
    let saveStep: StepWriter;

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      saveStep = createStepWriter(test.database);
    });
    afterAll(() => test?.close());

    const member = () => createMember(test.database.db);
    const newMatch = (a: Member, b: Member, mode: GameMode = 'blitz') =>
      createMatchRecord(test.database.db, {
        mode,
        playerA: { ...a, deck: STARTER_DECK },
        playerB: { ...b, deck: STARTER_DECK },
        now: Date.now(),
      });

    async function apply(match: LoadedMatch, action: Action) {
      const outcome = await applyAndSave(test.database, saveStep, CARD_CATALOGUE, match, action);
      if (!outcome.ok) throw new Error(`${action.type} refused: ${outcome.reason}`);
      return outcome.match;
    }

    /** A match both players played (each ended a turn), then forfeited by `loser`; answers it and its last action. */
    async function playedAndForfeited(a: Member, b: Member, loser: (match: LoadedMatch) => PlayerSlot) {
      let match = await newMatch(a, b);
      for (const _turn of [1, 2]) {
        match = await apply(match, { type: 'end_turn', player: match.state.currentTurn, now: Date.now() });
      }
      const last: Action = { type: 'forfeit', player: loser(match), now: Date.now() };
      return { before: match, last, after: await apply(match, last) };
    }

    const ratingsOf = (ids: number[], mode: GameMode = 'blitz') =>
      test.database.db
        .select()
        .from(cardRatings)
        .where(and(eq(cardRatings.mode, mode), inArray(cardRatings.userId, ids)));
    const rating = async (id: number) => (await ratingsOf([id]))[0];
    const pointsOf = (matchId: string) =>
      test.database.db
        .select({ userId: pointsLedger.userId, amount: pointsLedger.amount })
        .from(pointsLedger)
        .where(eq(pointsLedger.reference, `match:${matchId}`));

    it('rates both players once, records both results and pays the winner, however often the last action is retried', async () => {
      const [a, b] = [await member(), await member()];
      const { before, last, after } = await playedAndForfeited(a, b, () => 'player_b');
      // The same last action again, from the state before it (a retry after a lost answer, a second process).
      const retried = await applyAndSave(test.database, saveStep, CARD_CATALOGUE, before, last);
      expect(retried).toMatchObject({ ok: false, reason: 'stale' });
      expect(after.state.winner).toBe('player_a');

      const winner = await rating(a.id);
      const loser = await rating(b.id);
      expect(winner).toMatchObject({ games: 1, wins: 1 });
      expect(loser).toMatchObject({ games: 1, wins: 0 });
      // Two new players: the winner gains what the loser loses (Glicko-2 from 1500/350).
      expect(Math.round(winner!.rating - 1500)).toBe(Math.round(1500 - loser!.rating));
      expect(winner!.rating).toBeGreaterThan(1600);
      expect(winner!.rd).toBeLessThan(350);
      expect(await pointsOf(after.id)).toEqual([{ userId: a.id, amount: 1 }]);
      const results = await test.database.db
        .select()
        .from(matchResults)
        .where(eq(matchResults.matchId, after.id))
        .orderBy(matchResults.userId);
      expect(results.map((row) => [row.userId, row.opponentId, row.result])).toEqual([
        [a.id, b.id, 'win'],
        [b.id, a.id, 'loss'],
      ]);
      expect(results[0]).toMatchObject({ ratingBefore: 1500, ratingAfter: winner!.rating });
    });

    it('aborts a match forfeited before both players ended a turn: no rating change, no point, shown as aborted', async () => {
      const [a, b] = [await member(), await member()];
      let match = await newMatch(a, b);
      match = await apply(match, { type: 'end_turn', player: match.state.currentTurn, now: Date.now() });
      // The second player forfeits without having ended a turn.
      match = await apply(match, { type: 'forfeit', player: match.state.currentTurn, now: Date.now() });
      expect(match.state.gameStatus).toBe('forfeited');
      for (const id of [a.id, b.id]) {
        expect(await rating(id)).toMatchObject({ rating: 1500, rd: 350, games: 0, wins: 0 });
      }
      expect(await pointsOf(match.id)).toEqual([]);
      const results = await test.database.db
        .select({
          result: matchResults.result,
          before: matchResults.ratingBefore,
          after: matchResults.ratingAfter,
        })
        .from(matchResults)
        .where(eq(matchResults.matchId, match.id));
      expect(results).toEqual([
        { result: 'aborted', before: 1500, after: 1500 },
        { result: 'aborted', before: 1500, after: 1500 },
      ]);
    });

    it('pays the same pair one win point a day, whoever wins; ratings still move every match', async () => {
      const [a, b, c] = [await member(), await member(), await member()];
      const first = await playedAndForfeited(a, b, () => 'player_b');
      const second = await playedAndForfeited(a, b, () => 'player_a');
      const third = await playedAndForfeited(b, a, () => 'player_b');
      expect(await pointsOf(first.after.id)).toEqual([{ userId: a.id, amount: 1 }]);
      expect(await pointsOf(second.after.id)).toEqual([]);
      expect(await pointsOf(third.after.id)).toEqual([]);
      // Another pair is paid as usual.
      const other = await playedAndForfeited(a, c, () => 'player_b');
      expect(await pointsOf(other.after.id)).toEqual([{ userId: a.id, amount: 1 }]);
      const pairs = await test.database.db
        .select()
        .from(cardWinPairs)
        .where(inArray(cardWinPairs.matchId, [first.after.id, second.after.id, third.after.id]));
      expect(pairs).toHaveLength(1);
      expect(await rating(a.id)).toMatchObject({ games: 4, wins: 2 });
      expect(await rating(b.id)).toMatchObject({ games: 3, wins: 2 });
    });

    it('settles two matches of one player that end at once, each from the rating the other left', async () => {
      const [a, b, c] = [await member(), await member(), await member()];
      const played = async (opponent: Member) => {
        let match = await newMatch(a, opponent, 'async');
        for (const _turn of [1, 2]) {
          match = await apply(match, { type: 'end_turn', player: match.state.currentTurn, now: Date.now() });
        }
        return match;
      };
      const [withB, withC] = [await played(b), await played(c)];
      await Promise.all(
        [withB, withC].map((match) => apply(match, { type: 'forfeit', player: 'player_b', now: Date.now() })),
      );
      expect(await ratingsOf([a.id], 'async')).toMatchObject([{ games: 2, wins: 2 }]);
      const results = await test.database.db
        .select({ before: matchResults.ratingBefore, after: matchResults.ratingAfter })
        .from(matchResults)
        .where(and(eq(matchResults.userId, a.id), inArray(matchResults.matchId, [withB.id, withC.id])));
      // One was settled after the other: it started from the rating the first left.
      const [one, two] = results.sort((x, y) => x.before! - y.before!);
      expect(one!.before).toBe(1500);
      expect(two!.before).toBe(one!.after);
    });
  });
}

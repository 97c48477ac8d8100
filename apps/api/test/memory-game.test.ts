import { gameScores } from '@app/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerMember, STACKS } from '../src/testing.ts';
import { type SuiteApp, suiteTestApp } from './support.ts';

type Json = Record<string, unknown>;

describe.each(STACKS)('the memory game on %s', (stack) => {
  // No pace limit here (the tests click as fast as HTTP allows); the speed rule has its own app below.
  const t = suiteTestApp(stack, { MEMORY_MIN_FLIP_MS: '0' });

  const call = (app: SuiteApp, method: 'GET' | 'POST', url: string, token?: string, payload?: Json) =>
    app.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  /**
   * Plays a dealt game to the end as a person with a perfect memory would: flips an unknown card, and
   * its partner if that face was seen before, else another unknown card. `wasted` moves first flip two
   * cards already known not to match (a worse score on purpose). Answers the play id and the score.
   */
  async function play(app: SuiteApp, token?: string, { wasted = 0 } = {}) {
    const started = await call(app, 'POST', '/api/game/puzzle/start', token);
    expect(started.statusCode).toBe(201);
    const { play_id, cards } = started.json() as { play_id: string; cards: number };
    const seen = new Map<number, string>();
    const matched = new Set<number>();
    let last: Json = {};
    const flip = async (index: number) => {
      const response = await call(app, 'POST', `/api/game/puzzle/${play_id}/flip`, undefined, { index });
      expect(response.statusCode, response.body).toBe(200);
      last = response.json();
      seen.set(index, last.emoji as string);
      return last.emoji as string;
    };
    const unknown = () => [...Array(cards).keys()].find((index) => !seen.has(index) && !matched.has(index));
    const partnerOf = (index: number, face: string) =>
      [...seen].find(
        ([other, otherFace]) => other !== index && otherFace === face && !matched.has(other),
      )?.[0];
    const unmatched = () => [...Array(cards).keys()].filter((index) => !matched.has(index));
    for (let move = 0; move < wasted; move++) {
      // Two cards known to differ when there are such; else whatever comes (a lucky pair still counts).
      const [first = 0] = unmatched();
      await flip(first);
      const second =
        unmatched().find(
          (index) => index !== first && seen.has(index) && seen.get(index) !== seen.get(first),
        ) ?? (unknown() as number);
      await flip(second);
      if (last.matched) matched.add(first).add(second);
    }
    while (!last.finished) {
      const knownPair = [...seen].find(
        ([index, face]) => !matched.has(index) && partnerOf(index, face) !== undefined,
      );
      const first = knownPair ? knownPair[0] : (unknown() as number);
      const face = await flip(first);
      const partner = partnerOf(first, face);
      const second = partner ?? (unknown() as number);
      await flip(second);
      if (last.matched) matched.add(first).add(second);
    }
    return { playId: play_id, score: last.score as number, moves: last.moves as number };
  }

  const submit = (app: SuiteApp, token: string | undefined, payload: Json) =>
    call(app, 'POST', '/api/game/score', token, { game_id: 'puzzle', ...payload });

  const board = async (token?: string) =>
    (await call(t, 'GET', '/api/game/leaderboard?game_id=puzzle', token)).json();

  it('deals 16 cards whose faces are learnt one flip at a time, two flips a move, and scores the finished board', async () => {
    const member = await registerMember(t.app);
    const { playId, score, moves } = await play(t, member.token);
    expect(score).toBe(Math.max(100 - 5 * moves, 10));
    expect(moves).toBeGreaterThanOrEqual(8);
    const accepted = await submit(t, member.token, { score, play_id: playId });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ success: true, score, best: score });
    // Flipping on after the end is refused.
    const after = await call(t, 'POST', `/api/game/puzzle/${playId}/flip`, undefined, { index: 0 });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: 'This game is already finished', field: 'index' });
  });

  it('refuses forged, replayed, foreign, unfinished and mismatched scores, recording nothing', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const cases: Array<[Json, number, Json]> = [
      [{ score: 100 }, 400, { error: 'play_id is required', field: 'play_id' }],
      [{ score: 100, play_id: 'made-up-play' }, 404, { error: 'Game not found', field: 'play_id' }],
    ];
    const mine = await play(t, member.token);
    cases.push([
      { score: mine.score + 5, play_id: mine.playId },
      400,
      { error: 'That score does not match the game that was played', field: 'score' },
    ]);
    cases.push([
      { score: mine.score, play_id: mine.playId, game_id: 'chess' },
      400,
      { error: 'game_id must be puzzle', field: 'game_id' },
    ]);
    for (const [payload, status, answer] of cases) {
      const response = await submit(t, member.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual(answer);
    }
    // Another member cannot take my play.
    const foreign = await submit(t, other.token, { score: mine.score, play_id: mine.playId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'That game was played by someone else', field: 'play_id' });
    // An unfinished play has no score yet.
    const started = (await call(t, 'POST', '/api/game/puzzle/start', member.token)).json();
    await call(t, 'POST', `/api/game/puzzle/${started.play_id}/flip`, undefined, { index: 3 });
    const unfinished = await submit(t, member.token, { score: 60, play_id: started.play_id });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json()).toEqual({
      error: 'Finish the game before submitting its score',
      field: 'play_id',
    });
    expect(await t.app.db.select().from(gameScores).where(eq(gameScores.userId, member.user.id))).toEqual([]);

    // The real score once, then never again.
    expect((await submit(t, member.token, { score: mine.score, play_id: mine.playId })).statusCode).toBe(201);
    const replayed = await submit(t, member.token, { score: mine.score, play_id: mine.playId });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual({ error: "This game's score was already submitted", field: 'play_id' });
    expect(
      await t.app.db.select().from(gameScores).where(eq(gameScores.userId, member.user.id)),
    ).toHaveLength(1);
  });

  it("tells a visitor to log in to submit, and lets a visitor's play be claimed by the member who submits it", async () => {
    const visitorPlay = await play(t);
    const visitor = await submit(t, undefined, { score: visitorPlay.score, play_id: visitorPlay.playId });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'Please log in to submit a score' });
    const member = await registerMember(t.app);
    expect(
      (await submit(t, member.token, { score: visitorPlay.score, play_id: visitorPlay.playId })).statusCode,
    ).toBe(201);
  });

  it('refuses flips that break the rules with the field named', async () => {
    const { play_id } = (await call(t, 'POST', '/api/game/puzzle/start')).json();
    const flip = (index: unknown) =>
      call(t, 'POST', `/api/game/puzzle/${play_id}/flip`, undefined, { index } as Json);
    expect((await flip(16)).json()).toEqual({ error: 'Pick a card from 0 to 15', field: 'index' });
    expect((await flip('a')).json()).toEqual({ error: 'index must be a card number', field: 'index' });
    expect((await flip(2)).statusCode).toBe(200);
    const same = await flip(2);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ error: 'That card is already face up', field: 'index' });
  });

  it('counts a member’s best score, ranks ties by who reached them first, and tells my rank outside the top 10', async () => {
    // Twelve members with the lowest score (10), in order: the first of them ranks first among them.
    const floor = [];
    for (let i = 0; i < 12; i++) {
      const member = await registerMember(t.app);
      const game = await play(t, member.token, { wasted: 18 });
      expect(game.score).toBe(10);
      expect((await submit(t, member.token, { score: 10, play_id: game.playId })).statusCode).toBe(201);
      floor.push(member);
    }
    const ranks = (await board()).leaderboard as Array<{ user_id: number; rank: number; score: number }>;
    const floorRanks = floor.map((member) => ranks.find((row) => row.user_id === member.user.id)?.rank);
    const shown = floorRanks.filter((rank): rank is number => rank !== undefined);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(ranks.map((row) => row.rank)).toEqual(ranks.map((_, index) => index + 1));
    expect(ranks.length).toBeLessThanOrEqual(10);

    // The last of them is outside the top 10 and is told where they stand.
    const last = floor.at(-1)!;
    const mine = await board(last.token);
    expect(mine.leaderboard.some((row: { user_id: number }) => row.user_id === last.user.id)).toBe(false);
    expect(mine.me).toEqual({ rank: expect.any(Number), score: 10 });
    expect(mine.me.rank).toBeGreaterThan(10);

    // A better game later counts; a worse one after it does not lower the best.
    const better = await play(t, last.token);
    expect(better.score).toBeGreaterThan(10);
    await submit(t, last.token, { score: better.score, play_id: better.playId });
    const worse = await play(t, last.token, { wasted: 18 });
    await submit(t, last.token, { score: worse.score, play_id: worse.playId });
    const after = await board(last.token);
    expect(after.me.score).toBe(better.score);
    expect(after.me.rank).toBeLessThan(mine.me.rank);
    // The public profile shows the same standing.
    const profile = (await call(t, 'GET', `/api/user/${last.user.id}/profile`)).json();
    expect(profile).toMatchObject({ puzzle_score: better.score, puzzle_rank: after.me.rank });
  });

  it('refuses a game finished faster than a person can click', async () => {
    const strict = await createTestApp(stack, { MEMORY_MIN_FLIP_MS: '5000' });
    try {
      const member = await registerMember(strict.app);
      const game = await play(strict, member.token);
      const response = await submit(strict, member.token, { score: game.score, play_id: game.playId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'That game was played faster than a person can click, so its score was not recorded',
      });
      expect((await call(strict, 'GET', '/api/game/leaderboard?game_id=puzzle')).json().leaderboard).toEqual(
        [],
      );
    } finally {
      await strict.close();
    }
  });
});

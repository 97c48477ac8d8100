// Ratings over HTTP: a member's ratings, their match history (with aborted matches), a finished match's
// result and the leaderboards, after matches played through the API's own moves.
import { randomUUID } from 'node:crypto';
import { cardRatings, matchQueue } from '@app/db';
import { describe, expect, it } from 'vitest';
import { registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

describe.each(STACKS)('card ratings over HTTP on %s', (stack) => {
  const t = suiteTestApp(stack);
  const call = appCaller(() => t.app);
  type Member = Awaited<ReturnType<typeof registerMember>>;

  /** A blitz match between two new members; `played`: both end a turn before `loser` forfeits. */
  async function finishedMatch({ played }: { played: boolean }) {
    await t.app.db.delete(matchQueue);
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await call('POST', '/api/card/queue/join', a.token, { mode: 'blitz' });
    const { matchId } = (await call('POST', '/api/card/queue/join', b.token, { mode: 'blitz' })).json();
    const view = (await call('GET', `/api/card/matches/${matchId}`, a.token)).json();
    const [first, second]: [Member, Member] = view.currentTurn === 'player_a' ? [a, b] : [b, a];
    if (played) {
      for (const member of [first, second]) {
        expect((await call('POST', `/api/card/matches/${matchId}/end-turn`, member.token)).statusCode).toBe(
          200,
        );
      }
    }
    expect((await call('POST', `/api/card/matches/${matchId}/forfeit`, second.token)).statusCode).toBe(200);
    return { matchId: matchId as string, winner: first, loser: second };
  }

  it('rates a played match: the result, both ratings, the history rows and the new ratings', async () => {
    const { matchId, winner, loser } = await finishedMatch({ played: true });
    const result = (await call('GET', `/api/card/matches/${matchId}/result`)).json();
    expect(result.aborted).toBe(false);
    const byId = new Map(result.players.map((p: { user_id: number }) => [p.user_id, p]));
    expect(byId.get(winner.user.id)).toEqual({
      user_id: winner.user.id,
      result: 'win',
      rating_before: 1500,
      rating_after: expect.any(Number),
      provisional: true,
      points: 1,
    });
    const gained = (byId.get(winner.user.id) as { rating_after: number }).rating_after - 1500;
    expect(gained).toBeGreaterThan(100);
    const lost = byId.get(loser.user.id) as { rating_after: number };
    expect(lost).toMatchObject({ result: 'loss', rating_before: 1500, points: 0 });
    // Two new players: one gains what the other loses (each rounded to a whole point).
    expect(Math.abs(1500 - lost.rating_after - gained)).toBeLessThanOrEqual(1);

    const ratings = (await call('GET', `/api/users/${winner.user.id}/ratings`)).json().ratings;
    expect(ratings.blitz).toEqual({
      rating: 1500 + gained,
      rd: expect.any(Number),
      provisional: true,
      games: 1,
      wins: 1,
    });
    expect(ratings.async).toEqual({ rating: 1500, rd: 350, provisional: true, games: 0, wins: 0 });

    const history = (await call('GET', `/api/users/${loser.user.id}/matches`)).json();
    expect(history).toEqual({
      matches: [
        {
          id: matchId,
          game_mode: 'blitz',
          opponent: { id: winner.user.id, username: winner.user.username },
          result: 'loss',
          reason: 'opponent_forfeited',
          rating_before: 1500,
          rating_after: lost.rating_after,
          turns: 3,
          ended_at: expect.any(String),
        },
      ],
      has_more: false,
    });
    expect((await call('GET', `/api/users/${loser.user.id}/matches?mode=async`)).json().matches).toEqual([]);
  });

  it('shows a match forfeited on its first turn as aborted, with no rating change and no point', async () => {
    const { matchId, winner } = await finishedMatch({ played: false });
    const result = (await call('GET', `/api/card/matches/${matchId}/result`)).json();
    expect(result).toMatchObject({ aborted: true });
    for (const player of result.players) {
      expect(player).toMatchObject({ result: 'aborted', rating_before: 1500, rating_after: 1500, points: 0 });
    }
    expect((await call('GET', `/api/users/${winner.user.id}/matches`)).json().matches).toMatchObject([
      { id: matchId, result: 'aborted' },
    ]);
    expect((await call('GET', `/api/users/${winner.user.id}/ratings`)).json().ratings.blitz.games).toBe(0);
  });

  it('pages the history newest first with before, and refuses unknown members and bad input', async () => {
    const { winner } = await finishedMatch({ played: true });
    const first = (await call('GET', `/api/users/${winner.user.id}/matches`)).json();
    expect(first.has_more).toBe(false);
    const before = first.matches[0].ended_at;
    expect((await call('GET', `/api/users/${winner.user.id}/matches?before=${before}`)).json()).toEqual({
      matches: [],
      has_more: false,
    });
    expect((await call('GET', '/api/users/999999/matches')).statusCode).toBe(404);
    expect((await call('GET', '/api/users/999999/ratings')).statusCode).toBe(404);
    const bad = await call('GET', `/api/users/${winner.user.id}/matches?before=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'before must be a date and time', field: 'before' });
    expect((await call('GET', `/api/card/matches/${randomUUID()}/result`)).statusCode).toBe(404);
  });

  it('lists the top non-provisional members of a mode by rating', async () => {
    const [top, second, provisional] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    const rated = (userId: number, rating: number, rd: number) => ({
      userId,
      mode: 'blitz' as const,
      rating,
      rd,
      volatility: 0.06,
      games: 40,
      wins: 25,
    });
    await t.app.db
      .insert(cardRatings)
      .values([
        rated(top.user.id, 2900.4, 60),
        rated(second.user.id, 2800, 110),
        rated(provisional.user.id, 3000, 111),
      ]);
    const players = (await call('GET', '/api/card/leaderboard?mode=blitz')).json().players;
    expect(players.slice(0, 2)).toEqual([
      { user_id: top.user.id, username: top.user.username, rating: 2900, rd: 60, games: 40, wins: 25 },
      { user_id: second.user.id, username: second.user.username, rating: 2800, rd: 110, games: 40, wins: 25 },
    ]);
    expect(players.some((p: { user_id: number }) => p.user_id === provisional.user.id)).toBe(false);
    expect(players.length).toBeLessThanOrEqual(100);
    expect((await call('GET', '/api/card/leaderboard?mode=async')).json().players).not.toContainEqual(
      expect.objectContaining({ user_id: top.user.id }),
    );
    expect((await call('GET', '/api/card/leaderboard?mode=bullet')).statusCode).toBe(400);
  });
});

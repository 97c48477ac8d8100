// Watching card battles over HTTP: a finished match's replay (403 while it is played) re-derives its board with
// the pure rules, and the live list shows matches in progress, newest first, to anyone but a member blocked by
// (or blocking) a player, with the players' ratings.
import { blocks, cardRatings, matchQueue } from '@app/db';
import { boardFor, dealFromReplay, replaySteps } from '@app/game-rules';
import { describe, expect, it } from 'vitest';
import { registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

describe.each(STACKS)('watching card battles over HTTP on %s', (stack) => {
  const t = suiteTestApp(stack);
  const call = appCaller(() => t.app);

  /** A new blitz match between two new members (the queue cleared of earlier tests' waiting members). */
  async function newMatch() {
    await t.app.db.delete(matchQueue);
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await call('POST', '/api/card/queue/join', a.token, { mode: 'blitz' });
    const { matchId } = (await call('POST', '/api/card/queue/join', b.token, { mode: 'blitz' })).json();
    return { matchId: matchId as string, a, b };
  }

  it('answers 403 while the match is played, then its deal and actions, which give its final board again', async () => {
    const { matchId, a, b } = await newMatch();
    const replayOf = () => call('GET', `/api/card/matches/${matchId}/replay`);
    const early = await replayOf();
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ error: 'Match in progress' });

    for (let turn = 0; turn < 3; turn++) {
      const view = (await call('GET', `/api/card/matches/${matchId}`, a.token)).json();
      const mover = view.current_turn === view.you ? a : b;
      await call('POST', `/api/card/matches/${matchId}/end-turn`, mover.token);
    }
    const final = (await call('POST', `/api/card/matches/${matchId}/forfeit`, a.token)).json();

    const answer = await replayOf();
    expect(answer.statusCode).toBe(200);
    const replay = answer.json();
    expect(replay).toMatchObject({ seed: expect.any(String), game_mode: 'blitz' });
    expect(replay.actions.map((action: { type: string }) => action.type)).toEqual([
      'end_turn',
      'end_turn',
      'end_turn',
      'forfeit',
    ]);
    const last = replaySteps(dealFromReplay(replay), replay.actions, t.app.matches.catalogue).at(-1)?.state;
    if (!last) throw new Error('no replayed state');
    const { events: _e, serverNow: _n, battleLog: _l, ...board } = final;
    expect(boardFor(last, final.you)).toEqual(
      Object.fromEntries(Object.entries(board).filter(([key]) => key in boardFor(last, final.you))),
    );
  });

  it('answers 404 for an unknown match and 400 for a malformed id', async () => {
    const unknown = await call('GET', `/api/card/matches/${crypto.randomUUID()}/replay`);
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/card/matches/nope/replay')).statusCode).toBe(400);
  });

  it('lists matches in progress newest first, to visitors too, but not to a member either player blocked', async () => {
    const older = await newMatch();
    const newer = await newMatch();
    // A rated player shows their rating in the match's mode (rounded); one without a rating, the start.
    await t.app.db
      .insert(cardRatings)
      .values({ userId: newer.a.user.id, mode: 'blitz', rating: 1612.4, rd: 80, volatility: 0.06 });
    const listed = async (token?: string) =>
      (await call('GET', '/api/card/matches/live', token)).json().matches as { id: string }[];
    const ids = (await listed()).map((match) => match.id);
    expect(ids.indexOf(newer.matchId)).toBeLessThan(ids.indexOf(older.matchId));
    expect(ids.indexOf(newer.matchId)).toBeGreaterThanOrEqual(0);
    expect((await listed()).find((match) => match.id === newer.matchId)).toEqual({
      id: newer.matchId,
      game_mode: 'blitz',
      player_a: { id: newer.a.user.id, username: newer.a.user.username, rating: 1612 },
      player_b: { id: newer.b.user.id, username: newer.b.user.username, rating: 1500 },
      turn_count: 1,
      spectators: 0,
    });

    const blocked = await registerMember(t.app);
    await t.app.db.insert(blocks).values({ blockerId: newer.b.user.id, blockedId: blocked.user.id });
    const seenByBlocked = (await listed(blocked.token)).map((match) => match.id);
    expect(seenByBlocked).not.toContain(newer.matchId);
    expect(seenByBlocked).toContain(older.matchId);

    await call('POST', `/api/card/matches/${older.matchId}/forfeit`, older.a.token);
    expect((await listed()).map((match) => match.id)).not.toContain(older.matchId);
  });
});

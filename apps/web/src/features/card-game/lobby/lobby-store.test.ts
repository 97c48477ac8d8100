import type { lobbyProtocol } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRoom } from '../shared';

/** The lobby room, replaced by a fake the test drives. */
const room = fakeRoom<typeof lobbyProtocol>();
const server = room.server;

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let joinAnswers: Array<() => Response>;

beforeEach(() => {
  vi.useFakeTimers();
  room.reset(false);
  joinAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/card/queue/status') return json({ blitzQueue: 2, asyncQueue: 1 });
    if (key === 'GET /api/card/games/active') return json({ games: [] });
    if (key === 'POST /api/card/queue/join')
      return (joinAnswers.shift() ?? (() => json({ status: 'waiting' })))();
    if (key === 'POST /api/card/queue/leave') return json({ ok: true });
    throw new Error(`unexpected ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function lobby() {
  vi.resetModules();
  // Mocked after the reset, so the real parts of shared/ the fake keeps (HTTP calls, which throw ApiError)
  // are the same module instances the fresh store imports.
  vi.doMock('../shared', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../shared')>()),
    openRoomSession: room.open,
  }));
  const { useLobbyStore } = await import('./lobby-store');
  return useLobbyStore;
}

describe('lobby store', () => {
  it('falls back to HTTP while the lobby room is down: refresh every 3 s, join polled every second', async () => {
    const store = await lobby();
    store.getState().start('tok');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().queue).toEqual({ blitzQueue: 2, asyncQueue: 1 });
    expect(store.getState().gamesLoaded).toBe(true);

    await vi.advanceTimersByTimeAsync(3000);
    expect(calls().filter((c) => c === 'GET /api/card/queue/status')).toHaveLength(2);

    store.getState().joinQueue('blitz');
    expect(store.getState().search).toEqual({ mode: 'blitz', phase: 'joining' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().search).toEqual({ mode: 'blitz', phase: 'waiting' });

    joinAnswers.push(() => json({ status: 'matched', matchId: 'm-42' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().foundMatchId).toBe('m-42');
    expect(store.getState().search).toBeNull();
    store.getState().stop();
  });

  it("passes a refusal (4xx) through as the server words it, and shows the spec's text when joining failed", async () => {
    const store = await lobby();
    store.getState().start('tok');
    // Whatever the refusal says is shown as it is (the API's texts are the spec's; the store adds none).
    joinAnswers.push(() => json({ error: 'A refusal worded by the server' }, 409));
    store.getState().joinQueue('async');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().error).toBe('A refusal worded by the server');
    expect(store.getState().search).toBeNull();

    joinAnswers.push(() => new Response('oops', { status: 500 }));
    store.getState().joinQueue('blitz');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().error).toBe('Error joining blitz queue. Please try again.');

    // A server failure is the spec's text too, whatever the error body says.
    joinAnswers.push(() => json({ error: 'Something went wrong on our side. Please try again.' }, 500));
    store.getState().joinQueue('async');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().error).toBe('Error joining async queue. Please try again.');
    store.getState().stop();
  });

  it('uses the lobby room when it is connected: join, waiting, match found, errors, cancel', async () => {
    room.connected = true;
    const store = await lobby();
    store.getState().start('tok');
    server('queue_status', { blitzQueue: 5, asyncQueue: 0 });
    expect(store.getState().queue).toEqual({ blitzQueue: 5, asyncQueue: 0 });

    store.getState().joinQueue('blitz');
    expect(room.sent).toEqual([['join_queue', { mode: 'blitz' }]]);
    server('queue_joined', { mode: 'blitz', status: 'waiting' });
    expect(store.getState().search).toEqual({ mode: 'blitz', phase: 'waiting' });

    store.getState().cancelSearch();
    expect(room.sent.at(-1)).toEqual(['leave_queue', { mode: 'blitz' }]);
    expect(store.getState().search).toBeNull();

    store.getState().joinQueue('async');
    server('queue_error', { mode: 'async', message: 'A refusal worded by the server' });
    expect(store.getState().error).toBe('A refusal worded by the server');

    store.getState().joinQueue('blitz');
    // A refusal without words shows the spec's.
    server('queue_error', { mode: 'blitz', message: '' });
    expect(store.getState().error).toBe('Error joining blitz queue. Please try again.');

    store.getState().joinQueue('blitz');
    // A dropped and rejoined lobby asks for the queue again (the server forgets blitz searchers who left).
    room.options?.onJoined?.();
    expect(room.sent.at(-1)).toEqual(['join_queue', { mode: 'blitz' }]);
    server('match_found', { mode: 'blitz', matchId: 'm-7' });
    expect(store.getState().foundMatchId).toBe('m-7');
    // No HTTP polling of the queue while the room is up.
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls().filter((c) => c.startsWith('POST'))).toEqual([]);
    store.getState().stop();
    // Coming back to the lobby later does not go to that match again.
    expect(store.getState().foundMatchId).toBeNull();
  });

  it('keeps the active games fresh while the lobby room is connected; counts stay pushed', async () => {
    room.connected = true;
    const game = {
      id: 'm-9',
      game_mode: 'async',
      player_a: 1,
      player_b: 2,
      player_a_username: 'ann',
      player_b_username: 'bob',
      current_turn: 'player_a',
      turn_deadline: '2026-11-22T10:00:00.000Z',
    };
    const answers = [{ games: [{ ...game, current_turn: 'player_b' }] }, { games: [game] }];
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/card/games/active')
        return json(answers.length > 1 ? answers.shift() : answers[0]);
      if (key === 'GET /api/card/queue/status') return json({ blitzQueue: 9, asyncQueue: 9 });
      throw new Error(`unexpected ${key}`);
    });
    const store = await lobby();
    store.getState().start('tok');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().games.map((g) => g.current_turn)).toEqual(['player_b']);
    server('queue_status', { blitzQueue: 1, asyncQueue: 0 });

    // The opponent moved (in a match room, or a deadline passed): the lobby shows it on its next refresh.
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().games.map((g) => g.current_turn)).toEqual(['player_a']);
    expect(calls().filter((c) => c === 'GET /api/card/games/active')).toHaveLength(2);
    // Counts come from the room: the only HTTP count is the one asked before the room connected.
    expect(calls().filter((c) => c === 'GET /api/card/queue/status')).toHaveLength(1);
    expect(store.getState().queue).toEqual({ blitzQueue: 1, asyncQueue: 0 });
    store.getState().stop();
  });

  it('logged out: no lobby room, counts over HTTP, joining does nothing', async () => {
    const store = await lobby();
    store.getState().start(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().connection).toBe('idle');
    expect(calls()).toEqual(['GET /api/card/queue/status']);
    store.getState().joinQueue('blitz');
    expect(store.getState().search).toBeNull();
    store.getState().stop();
  });
});

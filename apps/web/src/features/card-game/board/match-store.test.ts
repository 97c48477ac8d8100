import { JOIN_FAILURE, type matchProtocol, SESSION_ENDED_CODE } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionFailure } from '../shared';
import { fakeRoom } from '../shared';
import { apply, newMatch, patchOf, viewOf } from './test-fixtures';

/** The match room, replaced by a fake the test drives. */
const room = fakeRoom<typeof matchProtocol>();
const { server, status } = room;

async function matchStore() {
  vi.resetModules();
  vi.doMock('../shared', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../shared')>()),
    openRoomSession: room.open,
  }));
  const { useMatchStore } = await import('./match-store');
  return useMatchStore;
}

/** The first card in the hand of the player on `slot`. */
function firstCard(state: ReturnType<typeof newMatch>, slot: 'player_a' | 'player_b') {
  const [card] = (slot === 'player_a' ? state.playerA : state.playerB).hand;
  if (!card) throw new Error('an empty starting hand');
  return card;
}

/** A store showing a fresh blitz match from the side of the player whose turn it is. */
async function openOnTurn() {
  const store = await matchStore();
  const state = newMatch();
  store.getState().open('m-1', 'token');
  server('state', viewOf(state, state.currentTurn));
  return { store, state, slot: state.currentTurn };
}

beforeEach(() => {
  vi.useFakeTimers();
  room.reset(true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('match store: what the board shows when the server or the connection says no', () => {
  it("shows the server's refusal text, and resyncs when the card is not available", async () => {
    const { store, slot, state } = await openOnTurn();
    const card = firstCard(state, slot);
    store.getState().playCard(card);
    expect(room.sent).toEqual([['play_card', { cardId: card }]]);
    server('refused', {
      action: 'play_card',
      reason: 'card_not_in_hand',
      message: 'Card not available - please wait for the game to sync and try again.',
    });
    expect(store.getState().alert?.text).toBe(
      'Card not available - please wait for the game to sync and try again.',
    );
    expect(store.getState().board.pending).toBeNull();
    expect(room.sent.at(-1)).toEqual(['sync', undefined]);

    server('refused', {
      action: 'play_card',
      reason: 'not_enough_energy',
      message: 'Not enough energy to play this card',
    });
    expect(store.getState().alert?.text).toBe('Not enough energy to play this card');
    // Only the refusals that mean the board is out of date ask for a fresh state.
    expect(room.sent.filter(([type]) => type === 'sync')).toHaveLength(1);
    store.getState().close();
  });

  it('alerts with the spec texts when a play, an end of turn or a forfeit cannot be sent', async () => {
    const { store, slot, state } = await openOnTurn();
    room.connected = false;
    const card = firstCard(state, slot);
    store.getState().playCard(card);
    expect(store.getState().alert?.text).toBe('Failed to play card');
    // The optimistic play is taken back: the hand is as the server last said.
    expect(store.getState().board.pending).toBeNull();
    store.getState().endTurn();
    expect(store.getState().alert?.text).toBe('Failed to end turn. Please try again.');
    expect(store.getState().endTurnPending).toBe(false);
    store.getState().forfeit();
    expect(store.getState().alert?.text).toBe('Failed to forfeit. Please try again.');
    expect(room.sent).toEqual([]);
    store.getState().close();
  });

  it("shows the server's failure text for an end of turn it could not save, and lets the player try again", async () => {
    const { store } = await openOnTurn();
    store.getState().endTurn();
    expect(store.getState().endTurnPending).toBe(true);
    // A second click while the first is pending sends nothing more.
    store.getState().endTurn();
    expect(room.sent).toEqual([['end_turn', undefined]]);
    server('refused', {
      action: 'end_turn',
      reason: 'failed',
      message: 'Failed to end turn. Please try again.',
    });
    expect(store.getState().alert?.text).toBe('Failed to end turn. Please try again.');
    expect(store.getState().endTurnPending).toBe(false);
    store.getState().endTurn();
    expect(room.sent).toHaveLength(2);
    store.getState().close();
  });

  it('takes back a play the server has not answered in 5 s and asks for a fresh state', async () => {
    const { store, slot, state } = await openOnTurn();
    const card = firstCard(state, slot);
    store.getState().playCard(card);
    expect(store.getState().board.pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(store.getState().board.pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().board.pending).toBeNull();
    expect(room.sent.at(-1)).toEqual(['sync', undefined]);
    store.getState().close();
  });

  it('applies an accepted play from the update, and announces whose turn it is', async () => {
    const { store, slot, state } = await openOnTurn();
    const ended = apply(state, { type: 'end_turn', player: slot, now: 1_000_500 });
    server('update', patchOf(state, ended.state, slot, ended.events));
    expect(store.getState().board.server?.turnCount).toBe(state.turnCount + 1);
    expect(store.getState().announcement).toMatch(/turn/i);
    store.getState().close();
  });

  it('asks for a fresh state when an update does not follow the board it holds', async () => {
    const { store, slot, state } = await openOnTurn();
    const ended = apply(state, { type: 'end_turn', player: slot, now: 1_000_500 });
    const next = apply(ended.state, { type: 'end_turn', player: ended.state.currentTurn, now: 1_000_600 });
    // The update for the second turn change arrives without the first.
    server('update', patchOf(ended.state, next.state, slot, next.events));
    expect(store.getState().board.server?.version).toBe(state.version);
    expect(room.sent.at(-1)).toEqual(['sync', undefined]);
    store.getState().close();
  });

  it('stops with the reason when the connection cannot be made whole again (logged out elsewhere)', async () => {
    const { store } = await openOnTurn();
    const ended: SessionFailure = {
      code: SESSION_ENDED_CODE,
      text: 'Your session has ended. Please log in again.',
    };
    status('failed', ended);
    expect(store.getState()).toMatchObject({ connection: 'failed', fatalError: ended });
    store.getState().close();
  });

  it('stops with the refusal when the game server will not let this member in', async () => {
    const store = await matchStore();
    store.getState().open('m-1', 'token');
    const refused: SessionFailure = {
      code: JOIN_FAILURE.notAPlayer,
      text: 'You are not a player in this match',
    };
    status('failed', refused);
    expect(store.getState()).toMatchObject({ connection: 'failed', fatalError: refused });
    store.getState().close();
  });
});

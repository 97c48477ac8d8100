import { getPlayer, type MatchState } from '@app/game-rules';
import { describe, expect, it } from 'vitest';
import { type BoardState, boardReducer, canPlay, displayedView, initialBoard, me } from './match-reducer';
import { apply, newMatch, patchOf, viewOf } from './test-fixtures';

/** A match where it is `alice`'s (player_a's) turn, seen by her. */
function aliceToMove(): MatchState {
  for (let seed = 1; seed < 50; seed += 1) {
    const state = newMatch('blitz', seed);
    if (state.currentTurn === 'player_a') return state;
  }
  throw new Error('no seed starts with player_a');
}

function boardFor(state: MatchState): BoardState {
  return boardReducer(initialBoard, { type: 'state', view: viewOf(state, 'player_a') });
}

describe('board reducer: optimistic play and rollback', () => {
  it('shows a playable card as played at once: out of the hand, into played cards, energy spent', () => {
    const state = aliceToMove();
    const board = boardFor(state);
    const cardId = getPlayer(state, 'player_a').hand[0] as string;
    const played = boardReducer(board, { type: 'play', cardId, cost: 1, now: 5 });
    expect(played.pending).toEqual({ cardId, cost: 1, sentAt: 5 });
    const shown = displayedView(played);
    if (!shown) throw new Error('no view');
    const before = me(viewOf(state, 'player_a'));
    expect(me(shown).hand).toHaveLength(before.hand.length - 1);
    expect(me(shown).playedCards).toEqual([...before.playedCards, cardId]);
    expect(me(shown).energy).toBe(before.energy - 1);
    // The server's own view is untouched.
    expect(me(played.server as NonNullable<BoardState['server']>).hand).toEqual(before.hand);
  });

  it('rolls the play back when the server refuses it', () => {
    const state = aliceToMove();
    const board = boardFor(state);
    const cardId = getPlayer(state, 'player_a').hand[0] as string;
    const played = boardReducer(board, { type: 'play', cardId, cost: 1, now: 0 });
    const refused = boardReducer(played, { type: 'refused', action: 'play_card' });
    expect(refused.pending).toBeNull();
    expect(displayedView(refused)).toEqual(displayedView(board));
    // A refusal of something else keeps the play.
    expect(boardReducer(played, { type: 'refused', action: 'end_turn' }).pending).not.toBeNull();
    expect(boardReducer(played, { type: 'rollback' }).pending).toBeNull();
  });

  it("replaces the optimistic play with the server's update and appends its events to the log", () => {
    const state = aliceToMove();
    const board = boardFor(state);
    const cardId = getPlayer(state, 'player_a').hand[0] as string;
    const played = boardReducer(board, { type: 'play', cardId, cost: 1, now: 0 });
    const result = apply(state, { type: 'play_card', player: 'player_a', cardId, now: 1_000_100 });
    const next = boardReducer(played, {
      type: 'update',
      patch: patchOf(state, result.state, 'player_a', result.events),
    });
    expect(next.server).toEqual({ ...viewOf(result.state, 'player_a', result.events), battleLog: next.log });
    expect(next.pending).toBeNull();
    expect(me(displayedView(next) as NonNullable<BoardState['server']>).hand).toEqual(
      getPlayer(result.state, 'player_a').hand,
    );
    expect(next.log).toEqual([...board.log, ...result.events]);
    expect(next.server?.battleLog).toEqual(next.log);
  });

  it('a full state is the truth too', () => {
    const state = aliceToMove();
    const cardId = getPlayer(state, 'player_a').hand[0] as string;
    const played = boardReducer(boardFor(state), { type: 'play', cardId, cost: 1, now: 0 });
    const fresh = boardReducer(played, { type: 'state', view: viewOf(state, 'player_a') });
    expect(fresh.pending).toBeNull();
  });

  it('does not play optimistically what the rules refuse: not my turn, not enough energy, not in hand', () => {
    const state = aliceToMove();
    const theirTurn = boardReducer(initialBoard, { type: 'state', view: viewOf(state, 'player_b') });
    const bobCard = getPlayer(state, 'player_b').hand[0] as string;
    expect(boardReducer(theirTurn, { type: 'play', cardId: bobCard, cost: 1, now: 0 }).pending).toBeNull();

    const board = boardFor(state);
    const cardId = getPlayer(state, 'player_a').hand[0] as string;
    expect(boardReducer(board, { type: 'play', cardId, cost: 9, now: 0 }).pending).toBeNull();
    expect(boardReducer(board, { type: 'play', cardId: 'not-in-hand', cost: 0, now: 0 }).pending).toBeNull();
  });

  it('one optimistic play at a time', () => {
    const state = aliceToMove();
    const [first, second] = getPlayer(state, 'player_a').hand as [string, string];
    const played = boardReducer(boardFor(state), { type: 'play', cardId: first, cost: 1, now: 0 });
    expect(boardReducer(played, { type: 'play', cardId: second, cost: 1, now: 0 })).toBe(played);
  });

  it('a free next card costs nothing and uses up nextCardFree', () => {
    const state = aliceToMove();
    const alice = getPlayer(state, 'player_a');
    const free: MatchState = { ...state, playerA: { ...alice, nextCardFree: true, energy: 0 } };
    const board = boardFor(free);
    const cardId = alice.hand[0] as string;
    expect(canPlay(board.server as NonNullable<BoardState['server']>, 3)).toBe(true);
    const shown = displayedView(boardReducer(board, { type: 'play', cardId, cost: 3, now: 0 }));
    expect(me(shown as NonNullable<BoardState['server']>).energy).toBe(0);
    expect(me(shown as NonNullable<BoardState['server']>).nextCardFree).toBe(false);
  });

  it('ignores updates before any state, and a patch made from another version', () => {
    const state = aliceToMove();
    const ended = apply(state, { type: 'end_turn', player: 'player_a', now: 1_000_100 });
    const patch = patchOf(state, ended.state, 'player_a', ended.events);
    expect(boardReducer(initialBoard, { type: 'update', patch })).toBe(initialBoard);
    const board = boardFor(state);
    expect(boardReducer(board, { type: 'update', patch: { ...patch, from: state.version - 1 } })).toBe(board);
  });
});

// A replay is the rules run again from a match's deal: the same states, the whole battle log, a refused action
// named; a rematch's deal may name its first player instead of the coin flip; spectators see no hand.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  boardPatchFor,
  createMatch,
  dealFromReplay,
  HIDDEN_CARD,
  legalActions,
  type MatchDeal,
  type MatchState,
  replaySteps,
  STARTER_DECK,
  spectatorBoardFor,
} from '../src/index.ts';
import { ALICE, BOB, NOW } from './helpers.ts';

const deal: MatchDeal = {
  seed: 'abc123',
  mode: 'blitz',
  players: { player_a: ALICE, player_b: BOB },
  decks: { player_a: STARTER_DECK, player_b: [...STARTER_DECK].reverse() },
  startedAt: NOW,
  turnSeconds: 45,
};

/** A match played with the first legal move each time, for `moves` moves. */
function played(moves: number) {
  let state: MatchState = createMatch({
    seed: deal.seed,
    mode: deal.mode,
    playerA: ALICE,
    playerB: BOB,
    deckA: deal.decks.player_a,
    deckB: deal.decks.player_b,
    now: NOW,
  });
  const states = [state];
  const actions: Action[] = [];
  for (let n = 1; n <= moves && state.gameStatus === 'in_progress'; n++) {
    const action = legalActions(state, NOW + n * 1000)[0] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
    states.push(state);
  }
  return { states, actions };
}

describe('replays', () => {
  it('gives every state of a match again from its deal and actions, with the whole battle log', () => {
    const { states, actions } = played(80);
    const steps = replaySteps(deal, actions);
    const withoutLog = ({ battleLog: _log, ...rest }: MatchState) => rest;
    expect(steps.map((step) => withoutLog(step.state))).toEqual(states.map(withoutLog));
    const log = steps.flatMap((step) => step.events);
    expect(steps.at(-1)?.state.battleLog).toEqual(log);
    expect(log.length).toBeGreaterThan(50);
  });

  it('names the action the rules refuse', () => {
    const first = replaySteps(deal, [])[0]?.state.currentTurn;
    const waiting = first === 'player_a' ? 'player_b' : 'player_a';
    const early: Action = { type: 'end_turn', player: waiting, now: NOW + 1000 };
    expect(() => replaySteps(deal, [early])).toThrow('replay: action 1 refused (not_your_turn)');
  });

  it('starts with the given first player when the deal names one, the shuffles unchanged', () => {
    const flipped = replaySteps(deal, [])[0]?.state as MatchState;
    const other = flipped.currentTurn === 'player_a' ? 'player_b' : 'player_a';
    const chosen = replaySteps({ ...deal, firstPlayer: other }, [])[0]?.state as MatchState;
    expect(chosen.currentTurn).toBe(other);
    expect(chosen.battleLog[0]?.description).toMatch(/^Rematch: .* goes first$/);
    expect(chosen.playerA.hand.concat(chosen.playerA.deck)).toEqual(
      flipped.playerA.hand.concat(flipped.playerA.deck),
    );
  });
});

describe('the deal of a replay answer', () => {
  const wire = {
    seed: deal.seed,
    game_mode: deal.mode,
    players: deal.players,
    decks: deal.decks,
    started_at: deal.startedAt,
    turn_seconds: deal.turnSeconds,
    first_player: null,
  };

  it("is the deal under the rules' names, with no first player when the coin flip chose", () => {
    expect(dealFromReplay(wire)).toEqual(deal);
    expect(dealFromReplay(wire)).not.toHaveProperty('firstPlayer');
  });

  it("keeps a rematch's first player", () => {
    expect(dealFromReplay({ ...wire, first_player: 'player_b' })).toEqual({
      ...deal,
      firstPlayer: 'player_b',
    });
  });
});

describe('what spectators see', () => {
  it('hides both hands and both decks, before and after any move', () => {
    const { states } = played(10);
    for (const state of states) {
      const board = spectatorBoardFor(state);
      for (const player of [board.playerA, board.playerB]) {
        expect(player.hand.every((card) => card === HIDDEN_CARD)).toBe(true);
        expect(player).not.toHaveProperty('deck');
      }
      expect(board).not.toHaveProperty('rng');
    }
    for (const [index, state] of states.slice(1).entries()) {
      const patch = boardPatchFor(states[index] as MatchState, state, null);
      for (const player of [patch.playerA, patch.playerB]) {
        expect((player?.hand ?? []).every((card) => card === HIDDEN_CARD)).toBe(true);
      }
    }
  });
});

import { expect } from 'vitest';
import {
  type Action,
  applyAction,
  type CreateMatchInput,
  createMatch,
  type MatchState,
  type PlayerSlot,
  type PlayerState,
  STARTER_DECK,
} from '../src/index.ts';

export const NOW = 1_700_000_000_000;
export const ALICE = { id: 'u-alice', username: 'Alice' };
export const BOB = { id: 'u-bob', username: 'Bob' };

export function newMatch(overrides: Partial<CreateMatchInput> = {}): MatchState {
  return createMatch({
    seed: 1,
    mode: 'blitz',
    playerA: ALICE,
    playerB: BOB,
    deckA: STARTER_DECK,
    deckB: STARTER_DECK,
    now: NOW,
    ...overrides,
  });
}

/** Filler that keeps a crafted player from running out of cards. */
const FILLER_DECK: readonly string[] = Array.from({ length: 10 }, () => 'bubble-wrap');

export interface Scenario {
  mode?: CreateMatchInput['mode'];
  a?: Partial<PlayerState>;
  b?: Partial<PlayerState>;
  state?: Partial<MatchState>;
}

/**
 * A crafted position: player_a to act with 3 energy, empty hands, filler decks, then the patches.
 * Built from a real match so every other field is what the engine produces.
 */
export function scenario({ mode = 'blitz', a = {}, b = {}, state = {} }: Scenario = {}): MatchState {
  const base = newMatch({ mode });
  const blank = { hand: [], deck: [...FILLER_DECK], discard: [], playedCards: [] };
  return {
    ...base,
    currentTurn: 'player_a',
    playerA: { ...base.playerA, ...blank, energy: 3, ...a },
    playerB: { ...base.playerB, ...blank, energy: 0, ...b },
    ...state,
  };
}

export function act(state: MatchState, action: Action): MatchState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`expected ${action.type} to be accepted, got ${result.reason}`);
  return result.state;
}

export function play(state: MatchState, player: PlayerSlot, cardId: string, now = NOW): MatchState {
  return act(state, { type: 'play_card', player, cardId, now });
}

export function endTurn(state: MatchState, player: PlayerSlot, now = NOW): MatchState {
  return act(state, { type: 'end_turn', player, now });
}

/** Asserts the action is refused for `reason` and the input is left exactly as it was. */
export function expectRefused(state: MatchState, action: Action, reason: string): void {
  const before = structuredClone(state);
  expect(applyAction(state, action)).toEqual({ ok: false, reason });
  expect(state).toEqual(before);
}

export function cardCounts(p: PlayerState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of [...p.hand, ...p.deck, ...p.discard, ...p.playedCards]) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

export function deckCounts(deck: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of deck) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

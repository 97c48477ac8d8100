import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  applyBoardPatch,
  BATTLE_LOG_LIMIT,
  boardFor,
  boardPatchFor,
  CARDS,
  type CreateMatchInput,
  createMatch,
  ENERGY_CAP,
  getPlayer,
  HIDDEN_CARD,
  legalActions,
  MAX_ARMOR,
  MAX_ATTACK_POWER,
  MAX_DEFENSE,
  MAX_SHIELD,
  type MatchState,
  opponentOf,
  type PlayerSlot,
  type RefusalReason,
  STARTER_DECK,
  TURN_LIMIT,
  viewFor,
  WIN_BUY_POWER,
} from '../src/index.ts';
import { ALICE, BOB, cardCounts, deckCounts, NOW } from './helpers.ts';

const CARD_IDS = CARDS.map((c) => c.id);
const SLOTS: readonly PlayerSlot[] = ['player_a', 'player_b'];
/** Largest Buy Power one card (or one Loyalty tick) can add, so the finishing move stays bounded. */
const MAX_SINGLE_GAIN = Math.max(
  1,
  ...CARDS.map((c) => Math.max(c.effect.buyPower ?? 0, c.effect.opponentBuyPower ?? 0)),
);
/** Each turn ends after finitely many plays, so this comfortably bounds any complete game. */
const MAX_ACTIONS_PER_GAME = TURN_LIMIT * 40;

const deckArb = fc.oneof(
  fc.constant([...STARTER_DECK]),
  fc.array(fc.constantFrom(...CARD_IDS), { minLength: 1, maxLength: 20 }),
);

const setupArb = fc.record({
  seed: fc.oneof(fc.integer(), fc.string()),
  mode: fc.constantFrom<CreateMatchInput['mode']>('blitz', 'async'),
  deckA: deckArb,
  deckB: deckArb,
});

/**
 * kind 0-379 picks a legal move, 380-384 a timeout, 385-398 an illegal action, 399 a forfeit: forfeits
 * are rare, so most games reach an end the rules decide (Buy Power, cards, the turn limit, strikes).
 */
const KIND = { timeout: 380, illegal: 385, forfeit: 399 } as const;
const stepsArb = fc.array(fc.record({ kind: fc.nat(KIND.forfeit), pick: fc.nat() }), { maxLength: 120 });

type Setup = Omit<CreateMatchInput, 'playerA' | 'playerB' | 'now'>;

function start(setup: Setup): MatchState {
  return createMatch({ ...setup, playerA: ALICE, playerB: BOB, now: NOW });
}

function pickFrom<T>(items: readonly T[], pick: number): T {
  return items[pick % items.length] as T;
}

/** Builds an action the engine must refuse, with the reason it must give. */
function illegal(state: MatchState, pick: number, now: number): { action: Action; reason: RefusalReason } {
  const slot = state.currentTurn;
  if (state.gameStatus !== 'in_progress') {
    return { action: { type: 'forfeit', player: pickFrom(SLOTS, pick), now }, reason: 'game_over' };
  }
  const p = getPlayer(state, slot);
  const notHeld = CARD_IDS.filter((id) => !p.hand.includes(id));
  const unaffordable = p.nextCardFree
    ? []
    : p.hand.filter((id) => (CARDS.find((c) => c.id === id)?.cost ?? 0) > p.energy);
  const options: { action: Action; reason: RefusalReason }[] = [
    { action: { type: 'end_turn', player: opponentOf(slot), now }, reason: 'not_your_turn' },
    { action: { type: 'timeout', player: opponentOf(slot), now }, reason: 'not_your_turn' },
    {
      action: { type: 'play_card', player: slot, cardId: `no-such-card-${pick}`, now },
      reason: 'unknown_card',
    },
  ];
  if (notHeld.length > 0) {
    const cardId = pickFrom(notHeld, pick);
    options.push({ action: { type: 'play_card', player: slot, cardId, now }, reason: 'card_not_in_hand' });
  }
  if (unaffordable.length > 0) {
    const cardId = pickFrom(unaffordable, pick);
    options.push({ action: { type: 'play_card', player: slot, cardId, now }, reason: 'not_enough_energy' });
  }
  return pickFrom(options, pick);
}

function checkInvariants(state: MatchState, setup: Setup): void {
  const decks = { player_a: setup.deckA, player_b: setup.deckB };
  for (const slot of SLOTS) {
    const p = getPlayer(state, slot);
    expect(cardCounts(p)).toEqual(deckCounts(decks[slot]));
    expect(p.hp).toBeGreaterThanOrEqual(0);
    expect(p.hp).toBeLessThanOrEqual(p.maxHp);
    expect(p.energy).toBeGreaterThanOrEqual(0);
    expect(p.energy).toBeLessThanOrEqual(ENERGY_CAP);
    expect(p.buyPower).toBeGreaterThanOrEqual(0);
    expect(p.buyPower).toBeLessThan(
      state.gameStatus === 'in_progress' ? WIN_BUY_POWER : WIN_BUY_POWER + MAX_SINGLE_GAIN,
    );
    expect(p.armor >= 0 && p.armor <= MAX_ARMOR && p.shield >= 0 && p.shield <= MAX_SHIELD).toBe(true);
    expect(p.attackPower <= MAX_ATTACK_POWER && p.defense <= MAX_DEFENSE).toBe(true);
    expect([...p.statusEffects, ...p.buffs].every((e) => e.duration > 0)).toBe(true);
  }
  expect(state.turnCount).toBeLessThanOrEqual(TURN_LIMIT);
  expect(state.battleLog.length).toBeLessThanOrEqual(BATTLE_LOG_LIMIT);
}

interface Played {
  final: MatchState;
  accepted: Action[];
}

/** Runs the scripted steps, checking every action, then random legal moves until the game ends. */
function playOut(setup: Setup, steps: { kind: number; pick: number }[]): Played {
  let state = start(setup);
  const accepted: Action[] = [];
  let now = NOW;
  const accept = (action: Action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.reason}`);
    state = result.state;
    accepted.push(action);
    expect(state.version).toBe(accepted.length);
    checkInvariants(state, setup);
  };

  for (const { kind, pick } of steps) {
    now += 1 + (pick % 5000);
    if (kind >= KIND.illegal && kind < KIND.forfeit) {
      const { action, reason } = illegal(state, pick, now);
      const before = structuredClone(state);
      expect(applyAction(state, action)).toEqual({ ok: false, reason });
      expect(state).toEqual(before);
    } else if (state.gameStatus !== 'in_progress') {
      break;
    } else if (kind === KIND.forfeit) {
      accept({ type: 'forfeit', player: pickFrom(SLOTS, pick), now });
    } else if (kind >= KIND.timeout) {
      accept({ type: 'timeout', player: state.currentTurn, now });
    } else {
      accept(pickFrom(legalActions(state, now), pick));
    }
  }

  let pick = steps.length;
  while (state.gameStatus === 'in_progress') {
    expect(accepted.length).toBeLessThan(MAX_ACTIONS_PER_GAME);
    pick = (pick * 1_103_515_245 + 12_345) % 2_147_483_648;
    now += 1000;
    accept(pickFrom(legalActions(state, now), pick >>> 8));
  }
  return { final: state, accepted };
}

describe('properties over random games', () => {
  it('conserve cards, keep stats in bounds, refuse illegal actions without change, and always end', () => {
    const reasons: string[] = [];
    fc.assert(
      fc.property(setupArb, stepsArb, (setup, steps) => {
        const { final } = playOut(setup, steps);
        expect(final.gameStatus).not.toBe('in_progress');
        expect(final.winReason).not.toBeNull();
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
        reasons.push(final.winReason ?? '');
      }),
      { numRuns: 150 },
    );
    // The games mostly end the way the rules end them, not by a forfeit.
    const forfeits = reasons.filter((reason) => reason === 'opponent_forfeited').length;
    expect(forfeits / reasons.length).toBeLessThan(0.3);
  });

  it('settles a game that cannot go on by Buy Power, as the spec says, whoever ran out of cards', () => {
    const settled = new Set(['more_buy_power', 'tie', 'opponent_no_cards']);
    let seen = 0;
    fc.assert(
      fc.property(setupArb, stepsArb, (setup, steps) => {
        const { final } = playOut(setup, steps);
        if (!settled.has(final.winReason ?? '')) return;
        seen += 1;
        const { playerA: a, playerB: b } = final;
        const outOfCards = (p: typeof a) => p.hand.length + p.deck.length + p.discard.length === 0;
        // Only a player out of cards or the turn limit stops a game this way.
        expect(outOfCards(a) || outOfCards(b) || final.turnCount >= TURN_LIMIT).toBe(true);
        if (a.buyPower === b.buyPower) {
          expect([final.winner, final.winReason]).toEqual([null, 'tie']);
          return;
        }
        const winner = a.buyPower > b.buyPower ? 'player_a' : 'player_b';
        const [w, l] = winner === 'player_a' ? [a, b] : [b, a];
        expect(final.winner).toBe(winner);
        expect(final.winReason).toBe(
          outOfCards(l) && !outOfCards(w) ? 'opponent_no_cards' : 'more_buy_power',
        );
      }),
      { numRuns: 150 },
    );
    expect(seen).toBeGreaterThan(10);
  });

  it('replays seed + actions to exactly the same final state', () => {
    fc.assert(
      fc.property(setupArb, stepsArb, (setup, steps) => {
        const { final, accepted } = playOut(setup, steps);
        let replayed = start(setup);
        for (const action of accepted) {
          const result = applyAction(replayed, action);
          if (!result.ok) throw new Error(result.reason);
          replayed = result.state;
        }
        expect(replayed).toEqual(final);
      }),
      { numRuns: 60 },
    );
  });

  it('viewFor reveals neither the opponent hand nor any deck order', () => {
    fc.assert(
      fc.property(setupArb, fc.nat(60), fc.nat(), (setup, moves, pick) => {
        let state = start(setup);
        for (let i = 0; i < moves && state.gameStatus === 'in_progress'; i++) {
          const result = applyAction(state, pickFrom(legalActions(state, NOW), pick + i * 7));
          if (!result.ok) throw new Error(result.reason);
          state = result.state;
        }
        for (const viewer of SLOTS) {
          const view = viewFor(state, viewer);
          const opponentKey = viewer === 'player_a' ? 'playerB' : 'playerA';
          expect(view[opponentKey].hand.every((c) => c === HIDDEN_CARD)).toBe(true);
          expect(view[opponentKey].hand).toHaveLength(state[opponentKey].hand.length);
          // Swapping in any other opponent hand, deck orders and generator state must not change the view.
          const disguised: MatchState = {
            ...state,
            rng: [1, 2, 3, 4],
            playerA: { ...state.playerA, deck: [...state.playerA.deck].reverse() },
            playerB: { ...state.playerB, deck: [...state.playerB.deck].reverse() },
          };
          disguised[opponentKey] = {
            ...disguised[opponentKey],
            hand: disguised[opponentKey].hand.map((_, i) => pickFrom(CARD_IDS, pick + i)),
          };
          expect(viewFor(disguised, viewer)).toEqual(view);
          expect(JSON.stringify(view)).not.toMatch(/"deck"|"rng"/);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a patch carries each viewer from one board to the next, and shows no more than the board', () => {
    fc.assert(
      fc.property(setupArb, stepsArb, (setup, steps) => {
        const { accepted } = playOut(setup, steps);
        let before = start(setup);
        for (const action of accepted) {
          const result = applyAction(before, action);
          if (!result.ok) throw new Error(result.reason);
          const after = result.state;
          for (const viewer of SLOTS) {
            const patch = boardPatchFor(before, after, viewer);
            expect(applyBoardPatch(boardFor(before, viewer), patch)).toEqual(boardFor(after, viewer));
            const opponentKey = viewer === 'player_a' ? 'playerB' : 'playerA';
            expect((patch[opponentKey]?.hand ?? []).every((card) => card === HIDDEN_CARD)).toBe(true);
            expect(JSON.stringify(patch)).not.toMatch(/"deck"|"rng"/);
          }
          before = after;
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** A game after a random number of legal moves, still in progress (or null if it ended meanwhile). */
function positionAfter(setup: Setup, moves: number, pick: number): MatchState | null {
  let state = start(setup);
  for (let i = 0; i < moves && state.gameStatus === 'in_progress'; i++) {
    const result = applyAction(state, pickFrom(legalActions(state, NOW + i), pick + i * 7));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return state.gameStatus === 'in_progress' ? state : null;
}

const positionArb = fc.record({ setup: setupArb, moves: fc.nat(60), pick: fc.nat() });

// These do not ask legalActions what is allowed: they state the rules themselves.
describe('properties from the rules, not from legalActions', () => {
  it('accepts any card in hand that the player on turn can pay for (or plays free)', () => {
    fc.assert(
      fc.property(positionArb, ({ setup, moves, pick }) => {
        const state = positionAfter(setup, moves, pick);
        fc.pre(state !== null);
        if (!state) return;
        const me = getPlayer(state, state.currentTurn);
        const cost = (id: string) => CARDS.find((card) => card.id === id)?.cost ?? Number.POSITIVE_INFINITY;
        for (const cardId of new Set(me.hand)) {
          const result = applyAction(state, {
            type: 'play_card',
            player: state.currentTurn,
            cardId,
            now: NOW,
          });
          if (me.nextCardFree || cost(cardId) <= me.energy) {
            expect(result.ok, `${cardId} with ${me.energy} energy`).toBe(true);
            if (result.ok) expect(getPlayer(result.state, state.currentTurn).playedCards.at(-1)).toBe(cardId);
          } else {
            expect(result).toEqual({ ok: false, reason: 'not_enough_energy' });
          }
          // Never on the other player's turn.
          expect(
            applyAction(state, {
              type: 'play_card',
              player: opponentOf(state.currentTurn),
              cardId,
              now: NOW,
            }),
          ).toEqual({ ok: false, reason: 'not_your_turn' });
        }
      }),
      { numRuns: 200 },
    );
  });

  it("ends a blitz game at a player's 3rd timeout and an async game at the 1st, for the opponent", () => {
    fc.assert(
      fc.property(positionArb, ({ setup, moves, pick }) => {
        const state = positionAfter(setup, moves, pick);
        fc.pre(state !== null);
        if (!state) return;
        const slow = state.currentTurn;
        const struck = (s: MatchState) => (slow === 'player_a' ? s.playerATimeouts : s.playerBTimeouts);
        const limit = state.gameMode === 'blitz' ? 3 : 1;
        let current = state;
        // The slow player times out on each of their turns; the other ends theirs normally.
        while (current.gameStatus === 'in_progress') {
          const before = struck(current);
          const mine = current.currentTurn === slow;
          const result = applyAction(current, {
            type: mine ? 'timeout' : 'end_turn',
            player: current.currentTurn,
            now: NOW,
          });
          if (!result.ok) throw new Error(result.reason);
          current = result.state;
          if (!mine) continue;
          expect(struck(current)).toBe(before + 1);
          if (struck(current) < limit) {
            // A strike short of the limit only passes the turn (unless the cards or turns ran out).
            if (current.gameStatus === 'in_progress') expect(current.currentTurn).toBe(opponentOf(slow));
          } else {
            expect(current).toMatchObject({
              gameStatus: 'completed',
              winner: opponentOf(slow),
              winReason: state.gameMode === 'blitz' ? 'opponent_timeout_3_strikes' : 'opponent_timeout',
            });
          }
        }
        // Whatever ended it, nobody was ever struck past the limit.
        expect(struck(current)).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 200 },
    );
  });
});

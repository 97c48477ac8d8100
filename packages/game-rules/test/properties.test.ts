import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  BATTLE_LOG_LIMIT,
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

/** kind 0-33 picks a legal move, 34 a timeout, 35-38 an illegal action, 39 a forfeit. */
const stepsArb = fc.array(fc.record({ kind: fc.nat(39), pick: fc.nat() }), { maxLength: 120 });

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
    if (kind >= 35 && kind <= 38) {
      const { action, reason } = illegal(state, pick, now);
      const before = structuredClone(state);
      expect(applyAction(state, action)).toEqual({ ok: false, reason });
      expect(state).toEqual(before);
    } else if (state.gameStatus !== 'in_progress') {
      break;
    } else if (kind === 39) {
      accept({ type: 'forfeit', player: pickFrom(SLOTS, pick), now });
    } else if (kind === 34) {
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
    fc.assert(
      fc.property(setupArb, stepsArb, (setup, steps) => {
        const { final } = playOut(setup, steps);
        expect(final.gameStatus).not.toBe('in_progress');
        expect(final.winReason).not.toBeNull();
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
      }),
      { numRuns: 150 },
    );
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
});

import { describe, expect, it } from 'vitest';
import {
  ASYNC_TURN_SECONDS,
  applyAction,
  BLITZ_TURN_SECONDS,
  createMatch,
  STARTER_DECK,
  STARTING_HAND_SIZE,
  STARTING_HP,
} from '../src/index.ts';
import { ALICE, BOB, cardCounts, deckCounts, NOW, newMatch } from './helpers.ts';

describe('createMatch', () => {
  it('deals starting hands and sets every starting value from the spec', () => {
    const s = newMatch();
    for (const p of [s.playerA, s.playerB]) {
      expect(p.hand).toHaveLength(STARTING_HAND_SIZE);
      expect(p.deck).toHaveLength(STARTER_DECK.length - STARTING_HAND_SIZE);
      expect(p).toMatchObject({
        discard: [],
        playedCards: [],
        buyPower: 0,
        buffs: [],
        maxEnergy: 3,
        carryOver: 0,
        nextCardFree: false,
        hp: STARTING_HP,
        maxHp: 30,
        armor: 0,
        shield: 0,
        statusEffects: [],
        attackPower: 0,
        defense: 0,
      });
    }
    expect(s.playerA).toMatchObject(ALICE);
    expect(s.playerB).toMatchObject(BOB);
    expect(s).toMatchObject({
      gameMode: 'blitz',
      turnCount: 1,
      gameStatus: 'in_progress',
      winner: null,
      winReason: null,
      playerATimeouts: 0,
      playerBTimeouts: 0,
      turnTimerSeconds: BLITZ_TURN_SECONDS,
      turnDeadline: NOW + BLITZ_TURN_SECONDS * 1000,
      version: 0,
    });
  });

  it('gives the starting player 3 energy and the other none', () => {
    const s = newMatch();
    const [starter, waiting] = s.currentTurn === 'player_a' ? [s.playerA, s.playerB] : [s.playerB, s.playerA];
    expect(starter.energy).toBe(3);
    expect(waiting.energy).toBe(0);
  });

  it('uses 24-hour turns in async mode', () => {
    const s = newMatch({ mode: 'async' });
    expect(s.turnTimerSeconds).toBe(ASYNC_TURN_SECONDS);
    expect(s.turnDeadline).toBe(NOW + 86_400_000);
  });

  it('takes a shorter turn length from the server (tests shorten deadlines this way) and keeps it every turn', () => {
    const s = newMatch({ turnSeconds: 2 });
    expect(s.turnTimerSeconds).toBe(2);
    expect(s.turnDeadline).toBe(NOW + 2000);
    const next = applyAction(s, { type: 'end_turn', player: s.currentTurn, now: NOW + 500 });
    expect(next.ok && next.state.turnDeadline).toBe(NOW + 500 + 2000);
  });

  it('flips a seeded coin: the same seed always picks the same starter, and both sides get to start', () => {
    const starters = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const first = newMatch({ seed });
      expect(newMatch({ seed }).currentTurn).toBe(first.currentTurn);
      starters.add(first.currentTurn);
    }
    expect(starters).toEqual(new Set(['player_a', 'player_b']));
  });

  it('logs the coin flip', () => {
    const s = newMatch();
    const flip = s.battleLog.find((e) => e.action === 'coin_flip');
    const starter = s.currentTurn === 'player_a' ? ALICE : BOB;
    expect(flip).toMatchObject({ playerId: starter.id, timestamp: NOW });
    expect(flip?.description).toContain(`${starter.username} goes first`);
  });

  it('is deterministic for a seed (numbers and strings) and shuffles differently for other seeds', () => {
    expect(newMatch({ seed: 'match-42' })).toEqual(newMatch({ seed: 'match-42' }));
    const orders = new Set(Array.from({ length: 10 }, (_, seed) => newMatch({ seed }).playerA.deck.join()));
    expect(orders.size).toBeGreaterThan(5);
  });

  it('keeps every deck card and leaves the input decks alone', () => {
    const deckA = [...STARTER_DECK];
    const deckB = ['impulse-buy', 'doorbuster', 'doorbuster', 'bubble-wrap', 'spa-day', 'restock'];
    const s = createMatch({ seed: 3, mode: 'async', playerA: ALICE, playerB: BOB, deckA, deckB, now: NOW });
    expect(cardCounts(s.playerA)).toEqual(deckCounts(STARTER_DECK));
    expect(cardCounts(s.playerB)).toEqual(deckCounts(deckB));
    expect(deckA).toEqual(STARTER_DECK);
  });

  it('produces plain JSON', () => {
    const s = newMatch();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

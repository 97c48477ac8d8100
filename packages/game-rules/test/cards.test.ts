import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_CATALOGUE, CARDS, describeEffect, getCard, parseCardEffect } from '../src/index.ts';

const IMAGE_DIR = fileURLToPath(new URL('../../../apps/web/public/cards/', import.meta.url));

describe('card catalogue', () => {
  it('has at least 24 cards with unique kebab-case ids and complete fields', () => {
    expect(CARDS.length).toBeGreaterThanOrEqual(24);
    expect(CARD_CATALOGUE.size).toBe(CARDS.length);
    for (const card of CARDS) {
      expect(card.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(card.imageUrl).toBe(`/cards/${card.id}.svg`);
      expect(['Attack', 'Magic', 'Defense', 'Skill']).toContain(card.type);
      expect(['Common', 'Rare', 'Epic']).toContain(card.rarity);
      expect(Number.isInteger(card.cost) && card.cost >= 0).toBe(true);
      expect(card.description).toBe(describeEffect(card.effect));
      expect(card.description).not.toBe('');
      expect(card.attack).toBe(card.effect.damage ?? 0);
    }
  });

  it('defines the guide key cards with their exact effects', () => {
    expect(getCard('impulse-buy')?.effect).toEqual({ buyPower: 2 });
    expect(getCard('greedy-grab')?.effect).toEqual({ buyPower: 1, draw: 1 });
    expect(getCard('the-butler')?.effect).toEqual({ nextCardFree: true });
    expect(getCard('return-policy')?.effect).toEqual({ opponentBuyPower: -1 });
    expect(getCard('swipe-war')?.effect).toEqual({ discardAllHands: true, draw: 1, opponentDraw: 1 });
    expect(getCard('flash-sale')?.effect).toEqual({ buyPower: 3, opponentBuyPower: 1 });
  });

  it('describes the key cards in plain words', () => {
    expect(getCard('impulse-buy')?.description).toBe('+2 Buy Power.');
    expect(getCard('greedy-grab')?.description).toBe('+1 Buy Power. Draw 1 card.');
    expect(getCard('the-butler')?.description).toBe('Your next card costs 0 energy.');
    expect(getCard('return-policy')?.description).toBe('Your opponent loses 1 Buy Power.');
    expect(getCard('swipe-war')?.description).toBe(
      'Both players discard their hands. Both players draw 1 card.',
    );
    expect(getCard('flash-sale')?.description).toBe('+3 Buy Power. Your opponent gains 1 Buy Power.');
  });

  it('uses a cost of 1 unless a card says otherwise', () => {
    expect(getCard('impulse-buy')?.cost).toBe(1);
    expect(getCard('flash-sale')?.cost).toBe(2);
    expect(getCard('bargain-bin')?.cost).toBe(0);
  });

  it('returns undefined for unknown ids, including Object prototype names', () => {
    expect(getCard('mystery-box')).toBeUndefined();
    expect(getCard('constructor')).toBeUndefined();
  });

  it('has a small SVG image for every card', () => {
    for (const card of CARDS) {
      const path = `${IMAGE_DIR}${card.id}.svg`;
      expect(statSync(path).size).toBeLessThan(3 * 1024);
      const svg = readFileSync(path, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain(card.icon);
    }
  });
});

describe('parseCardEffect', () => {
  it('reads a JSON string and an object the same way, for every catalogue card', () => {
    for (const card of CARDS) {
      expect(parseCardEffect(card.effect)).toEqual(card.effect);
      expect(parseCardEffect(JSON.stringify(card.effect))).toEqual(card.effect);
    }
  });

  it('drops unknown keys, zero amounts and malformed values', () => {
    const raw = {
      buyPower: 2,
      draw: 0,
      damage: 'lots',
      heal: -3,
      armor: 2.7,
      sparkle: true,
      nextCardFree: 'yes',
    };
    expect(parseCardEffect(raw)).toEqual({ buyPower: 2, armor: 2 });
    expect(parseCardEffect(JSON.stringify(raw))).toEqual({ buyPower: 2, armor: 2 });
  });

  it('treats invalid JSON and non-objects as an effect that does nothing', () => {
    expect(parseCardEffect('{not json')).toEqual({});
    expect(parseCardEffect('[1,2]')).toEqual({});
    expect(parseCardEffect('null')).toEqual({});
    expect(parseCardEffect([])).toEqual({});
  });

  it('infers a status effect type from its name when the type is missing, and defaults its value to 1', () => {
    expect(parseCardEffect('{"statusEffect":{"name":"Poison","duration":2}}')).toEqual({
      statusEffect: { name: 'Poison', type: 'poison', duration: 2, value: 1 },
    });
    expect(parseCardEffect({ statusEffect: { name: 'Stun', duration: 2 } })).toEqual({});
    expect(parseCardEffect({ statusEffect: { name: 'Burn', type: 'burn', duration: 0 } })).toEqual({});
  });

  it('keeps known buffs and discards unknown ones', () => {
    expect(parseCardEffect({ buff: { id: 'price_lock', duration: 1 } })).toEqual({
      buff: { id: 'price_lock', duration: 1 },
    });
    expect(parseCardEffect({ buff: { id: 'invincible', duration: 9 } })).toEqual({});
  });
});

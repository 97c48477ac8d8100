import { describeEffect } from './card-effect.ts';
import { DEFAULT_CARD_COST } from './constants.ts';
import type { Card, CardCatalogue, CardEffect, CardRarity, CardType } from './types.ts';

export interface CardDefinition {
  id: string;
  name: string;
  icon: string;
  type: CardType;
  rarity: CardRarity;
  cost?: number;
  effect: CardEffect;
}

/** The description and display stats are derived from the effect so they can never disagree with it. */
export function defineCard(def: CardDefinition): Card {
  const { effect } = def;
  return {
    id: def.id,
    name: def.name,
    cost: def.cost ?? DEFAULT_CARD_COST,
    type: def.type,
    rarity: def.rarity,
    description: describeEffect(effect),
    effect,
    imageUrl: `/cards/${def.id}.svg`,
    icon: def.icon,
    attack: effect.damage ?? 0,
    defense: (effect.armor ?? 0) + (effect.shield ?? 0),
  };
}

const DEFINITIONS: readonly CardDefinition[] = [
  // The guide's key cards.
  {
    id: 'impulse-buy',
    name: 'Impulse Buy',
    icon: '🛍️',
    type: 'Skill',
    rarity: 'Common',
    effect: { buyPower: 2 },
  },
  {
    id: 'greedy-grab',
    name: 'Greedy Grab',
    icon: '🤲',
    type: 'Skill',
    rarity: 'Common',
    effect: { buyPower: 1, draw: 1 },
  },
  {
    id: 'the-butler',
    name: 'The Butler',
    icon: '🎩',
    type: 'Magic',
    rarity: 'Rare',
    effect: { nextCardFree: true },
  },
  {
    id: 'return-policy',
    name: 'Return Policy',
    icon: '🧾',
    type: 'Magic',
    rarity: 'Common',
    effect: { opponentBuyPower: -1 },
  },
  {
    id: 'swipe-war',
    name: 'Swipe War',
    icon: '💳',
    type: 'Magic',
    rarity: 'Epic',
    cost: 2,
    effect: { discardAllHands: true, draw: 1, opponentDraw: 1 },
  },
  {
    id: 'flash-sale',
    name: 'Flash Sale',
    icon: '⚡',
    type: 'Skill',
    rarity: 'Rare',
    cost: 2,
    effect: { buyPower: 3, opponentBuyPower: 1 },
  },
  // Buy Power.
  {
    id: 'bargain-bin',
    name: 'Bargain Bin',
    icon: '🧺',
    type: 'Skill',
    rarity: 'Common',
    cost: 0,
    effect: { buyPower: 1 },
  },
  {
    id: 'coupon-clipper',
    name: 'Coupon Clipper',
    icon: '✂️',
    type: 'Defense',
    rarity: 'Common',
    effect: { buyPower: 1, armor: 2 },
  },
  {
    id: 'gift-card',
    name: 'Gift Card',
    icon: '🎁',
    type: 'Skill',
    rarity: 'Common',
    effect: { buyPower: 1, heal: 3 },
  },
  {
    id: 'limited-edition',
    name: 'Limited Edition',
    icon: '💎',
    type: 'Skill',
    rarity: 'Epic',
    cost: 3,
    effect: { buyPower: 4 },
  },
  {
    id: 'loyalty-card',
    name: 'Loyalty Card',
    icon: '🏷️',
    type: 'Skill',
    rarity: 'Epic',
    cost: 2,
    effect: { buff: { id: 'loyalty_points', duration: 3 } },
  },
  // Attacks.
  {
    id: 'price-gouge',
    name: 'Price Gouge',
    icon: '📈',
    type: 'Attack',
    rarity: 'Rare',
    cost: 2,
    effect: { opponentBuyPower: -1, damage: 2 },
  },
  {
    id: 'doorbuster',
    name: 'Doorbuster',
    icon: '🚪',
    type: 'Attack',
    rarity: 'Common',
    effect: { damage: 3 },
  },
  {
    id: 'cart-crash',
    name: 'Cart Crash',
    icon: '🛒',
    type: 'Attack',
    rarity: 'Common',
    cost: 2,
    effect: { damage: 5 },
  },
  {
    id: 'black-friday-rush',
    name: 'Black Friday Rush',
    icon: '🏃',
    type: 'Attack',
    rarity: 'Epic',
    cost: 3,
    effect: { damage: 8 },
  },
  {
    id: 'buyers-remorse',
    name: "Buyer's Remorse",
    icon: '😩',
    type: 'Attack',
    rarity: 'Rare',
    cost: 2,
    effect: { damage: 2, statusEffect: { name: "Buyer's Remorse", type: 'poison', duration: 2, value: 1 } },
  },
  {
    id: 'sharp-elbows',
    name: 'Sharp Elbows',
    icon: '💪',
    type: 'Skill',
    rarity: 'Rare',
    effect: { attackPower: 1 },
  },
  {
    id: 'hidden-fees',
    name: 'Hidden Fees',
    icon: '🕳️',
    type: 'Magic',
    rarity: 'Common',
    effect: { statusEffect: { name: 'Hidden Fees', type: 'poison', duration: 3, value: 1 } },
  },
  {
    id: 'overdraft',
    name: 'Overdraft',
    icon: '🔥',
    type: 'Magic',
    rarity: 'Rare',
    cost: 2,
    effect: { statusEffect: { name: 'Overdraft', type: 'burn', duration: 3, value: 2 } },
  },
  // Defence.
  {
    id: 'bubble-wrap',
    name: 'Bubble Wrap',
    icon: '🫧',
    type: 'Defense',
    rarity: 'Common',
    effect: { shield: 4 },
  },
  {
    id: 'extended-warranty',
    name: 'Extended Warranty',
    icon: '🛡️',
    type: 'Defense',
    rarity: 'Common',
    effect: { armor: 4 },
  },
  {
    id: 'loss-prevention',
    name: 'Loss Prevention',
    icon: '🚨',
    type: 'Defense',
    rarity: 'Rare',
    effect: { defense: 1 },
  },
  {
    id: 'price-lock',
    name: 'Price Lock',
    icon: '🔒',
    type: 'Defense',
    rarity: 'Rare',
    effect: { buff: { id: 'price_lock', duration: 1 } },
  },
  // Recovery.
  {
    id: 'retail-therapy',
    name: 'Retail Therapy',
    icon: '💆',
    type: 'Magic',
    rarity: 'Common',
    effect: { heal: 6 },
  },
  {
    id: 'spa-day',
    name: 'Spa Day',
    icon: '🧖',
    type: 'Magic',
    rarity: 'Common',
    effect: { statusEffect: { name: 'Spa Day', type: 'heal', duration: 3, value: 2 } },
  },
  {
    id: 'money-back-guarantee',
    name: 'Money-Back Guarantee',
    icon: '💵',
    type: 'Magic',
    rarity: 'Rare',
    effect: { heal: 2, cleanse: true },
  },
  // Tempo.
  {
    id: 'window-shopping',
    name: 'Window Shopping',
    icon: '🪟',
    type: 'Skill',
    rarity: 'Common',
    effect: { draw: 2 },
  },
  {
    id: 'espresso-shot',
    name: 'Espresso Shot',
    icon: '☕',
    type: 'Skill',
    rarity: 'Common',
    cost: 0,
    effect: { energy: 1 },
  },
  { id: 'restock', name: 'Restock', icon: '📦', type: 'Magic', rarity: 'Rare', cost: 2, effect: { draw: 3 } },
];

export const CARDS: readonly Card[] = DEFINITIONS.map(defineCard);

export function createCatalogue(cards: Iterable<Card>): CardCatalogue {
  return new Map([...cards].map((card) => [card.id, card]));
}

export const CARD_CATALOGUE: CardCatalogue = createCatalogue(CARDS);

export function getCard(id: string, catalogue: CardCatalogue = CARD_CATALOGUE): Card | undefined {
  return catalogue.get(id);
}

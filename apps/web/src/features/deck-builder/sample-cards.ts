import type { CardRarity, CardType } from '@app/game-rules';

/** A local sample card of the deck builder (product spec 3 §3): exactly what is kept under `myDeck`. */
export interface SampleCard {
  id: string;
  name: string;
  type: CardType;
  rarity: CardRarity;
}

/** The twelve sample cards of product spec 3 §3, in the order the spec names them. */
export const SAMPLE_CARDS: readonly SampleCard[] = [
  { id: 'slash', name: 'Slash', type: 'Attack', rarity: 'Common' },
  { id: 'strike', name: 'Strike', type: 'Attack', rarity: 'Common' },
  { id: 'fireball', name: 'Fireball', type: 'Magic', rarity: 'Rare' },
  { id: 'heal', name: 'Heal', type: 'Magic', rarity: 'Common' },
  { id: 'shield', name: 'Shield', type: 'Defense', rarity: 'Common' },
  { id: 'charge', name: 'Charge', type: 'Skill', rarity: 'Rare' },
  { id: 'poison', name: 'Poison', type: 'Magic', rarity: 'Rare' },
  { id: 'stun', name: 'Stun', type: 'Skill', rarity: 'Epic' },
  { id: 'freeze', name: 'Freeze', type: 'Magic', rarity: 'Epic' },
  { id: 'guard', name: 'Guard', type: 'Defense', rarity: 'Common' },
  { id: 'quick-shot', name: 'Quick Shot', type: 'Attack', rarity: 'Rare' },
  { id: 'barrier', name: 'Barrier', type: 'Defense', rarity: 'Epic' },
];

/** Card face glyphs; display only, not part of the stored card. */
export const SAMPLE_CARD_ICONS: Readonly<Record<string, string>> = {
  slash: '⚔️',
  strike: '👊',
  fireball: '🔥',
  heal: '💚',
  shield: '🛡️',
  charge: '🐂',
  poison: '☠️',
  stun: '💫',
  freeze: '❄️',
  guard: '🧱',
  'quick-shot': '🏹',
  barrier: '🔮',
};

export const CARD_TYPES: readonly CardType[] = ['Attack', 'Magic', 'Defense', 'Skill'];
export const CARD_RARITIES: readonly CardRarity[] = ['Common', 'Rare', 'Epic'];

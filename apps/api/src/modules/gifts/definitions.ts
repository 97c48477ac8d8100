import type { GiftGroup } from '@app/contracts';

export interface GiftCategoryDefinition {
  id: string;
  group: GiftGroup;
  name: string;
  emoji: string;
  /** Collections whose products suit this recipient or occasion without being tagged (see docs/decisions.md). */
  collectionKeys?: string[];
  /** A price band: from `minPrice` (inclusive) to `maxPrice` (exclusive), in dollars. */
  minPrice?: number;
  maxPrice?: number;
}

/** The gift categories of product spec 2 §2, in the order the finder shows them. */
export const GIFT_CATEGORY_DEFINITIONS: readonly GiftCategoryDefinition[] = [
  {
    id: 'for-him',
    group: 'recipient',
    name: 'For Him',
    emoji: '🧔',
    collectionKeys: ['tech', 'gaming', 'car', 'alcohol', 'tech-tools', 'outdoors'],
  },
  {
    id: 'for-her',
    group: 'recipient',
    name: 'For Her',
    emoji: '👩',
    collectionKeys: ['beauty', 'home', 'partner'],
  },
  { id: 'for-kids', group: 'recipient', name: 'For Kids', emoji: '🧒', collectionKeys: ['kids', 'toys'] },
  { id: 'for-mom', group: 'recipient', name: 'For Mom', emoji: '💐', collectionKeys: ['mom'] },
  { id: 'for-dad', group: 'recipient', name: 'For Dad', emoji: '👔', collectionKeys: ['fathers-day'] },
  {
    id: 'for-teens',
    group: 'recipient',
    name: 'For Teens',
    emoji: '🎧',
    collectionKeys: ['gaming', 'tiktok', 'meme-gifts'],
  },
  {
    id: 'for-grandparents',
    group: 'recipient',
    name: 'For Grandparents',
    emoji: '🧓',
    collectionKeys: ['health', 'kitchen'],
  },
  {
    id: 'birthday',
    group: 'occasion',
    name: 'Birthday',
    emoji: '🎂',
    collectionKeys: ['toys', 'gaming', 'meme-gifts', 'tech'],
  },
  {
    id: 'anniversary',
    group: 'occasion',
    name: 'Anniversary',
    emoji: '💞',
    collectionKeys: ['partner', 'preserved'],
  },
  { id: 'wedding', group: 'occasion', name: 'Wedding', emoji: '💍', collectionKeys: ['kitchen', 'home'] },
  {
    id: 'graduation',
    group: 'occasion',
    name: 'Graduation',
    emoji: '🎓',
    collectionKeys: ['tech-tools', 'tech'],
  },
  {
    id: 'holiday',
    group: 'occasion',
    name: 'Holiday',
    emoji: '🎄',
    collectionKeys: ['home', 'toys', 'alcohol'],
  },
  {
    id: 'thank-you',
    group: 'occasion',
    name: 'Thank You',
    emoji: '🙏',
    collectionKeys: ['kitchen', 'beauty', 'health'],
  },
  {
    id: 'just-because',
    group: 'occasion',
    name: 'Just Because',
    emoji: '✨',
    collectionKeys: ['meme-gifts', 'tiktok', 'pets'],
  },
  { id: 'under-25', group: 'price', name: 'Under $25', emoji: '💵', maxPrice: 25 },
  { id: 'under-50', group: 'price', name: 'Under $50', emoji: '💰', maxPrice: 50 },
  { id: 'under-100', group: 'price', name: 'Under $100', emoji: '💳', maxPrice: 100 },
  { id: 'luxury', group: 'price', name: 'Luxury', emoji: '💎', minPrice: 100 },
];

import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DROPDOWN_COLLECTIONS } from './collections';

describe('collections', () => {
  it('lists the 21 spec slugs in order', () => {
    expect(COLLECTIONS.map((c) => c.slug)).toEqual([
      'tech',
      'gaming',
      'health',
      'mom',
      'fathers-day',
      'meme-gifts',
      'tiktok',
      'beauty',
      'home',
      'kitchen',
      'outdoors',
      'toys',
      'partner',
      'clothing',
      'alcohol',
      'tech-tools',
      'bathroom',
      'pets',
      'kids',
      'car',
      'preserved',
    ]);
  });

  it('flags only tech, mom, fathers-day, meme-gifts and tiktok for the dropdown', () => {
    expect(DROPDOWN_COLLECTIONS.map((c) => c.slug)).toEqual([
      'tech',
      'mom',
      'fathers-day',
      'meme-gifts',
      'tiktok',
    ]);
  });

  it('gives every collection a name, emoji and description', () => {
    for (const c of COLLECTIONS) {
      expect(c.id).toBe(c.slug);
      expect(c.name && c.emoji && c.description).toBeTruthy();
    }
  });
});

describe('subcollections', () => {
  it('gives partner the one subcollection shirtvskins', async () => {
    const { findCollection, findSubcollection } = await import('./collections');
    const partner = findCollection('partner');
    expect(partner?.subcollections?.map((sub) => [sub.slug, sub.parentId])).toEqual([
      ['shirtvskins', 'partner'],
    ]);
    expect(findSubcollection(partner, 'shirtvskins')?.name).toBeTruthy();
    expect(findSubcollection(findCollection('tech'), 'shirtvskins')).toBeUndefined();
    expect(findSubcollection(partner, 'nope')).toBeUndefined();
    expect(findCollection('nope')).toBeUndefined();
  });
});

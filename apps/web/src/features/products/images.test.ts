import { describe, expect, it } from 'vitest';
import { galleryImages, hasOwnImage, PLACEHOLDER_IMAGE } from './images';

describe('images', () => {
  it('knows whether a product has an image of its own', () => {
    expect(hasOwnImage({ imageUrl: '/x.jpg' })).toBe(true);
    expect(hasOwnImage({ imageUrl: PLACEHOLDER_IMAGE })).toBe(false);
    expect(hasOwnImage({ imageUrl: ' ' })).toBe(false);
  });

  it('puts the main image first in the gallery, without repeats or blanks', () => {
    expect(galleryImages({ imageUrl: '/a.jpg', images: ['/b.jpg', '/a.jpg', ' '] })).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
    expect(galleryImages({ imageUrl: PLACEHOLDER_IMAGE, images: [] })).toEqual([]);
  });
});

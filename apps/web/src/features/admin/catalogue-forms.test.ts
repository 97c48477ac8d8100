import { ADMIN_CATALOGUE_TEXT as TEXT } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { categoryErrors, imageError, productErrors, starterDecksSummary } from './catalogue-forms';

const png = { type: 'image/png', size: 20_000 };

describe('the admin catalogue forms', () => {
  it('takes jpg, png and webp pictures up to 5 MB, and says why not otherwise', () => {
    expect(imageError({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageError({ type: 'image/webp', size: 1 })).toBeNull();
    expect(imageError(null)).toBe(TEXT.imageRequired);
    expect(imageError({ type: 'image/svg+xml', size: 100 })).toBe(TEXT.invalidImage);
    expect(imageError({ type: 'image/gif', size: 100 })).toBe(TEXT.invalidImage);
    expect(imageError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(TEXT.imageTooLarge);
  });

  it('wants a category name under 30 characters and a description of at least 10', () => {
    expect(categoryErrors({ name: 'Desk Toys', description: 'Little things', image: png })).toEqual({});
    expect(categoryErrors({ name: '  ', description: 'short', image: null })).toEqual({
      name: TEXT.categoryNameRequired,
      description: TEXT.categoryDescriptionTooShort,
      image: TEXT.imageRequired,
    });
    expect(categoryErrors({ name: 'x'.repeat(29), description: '0123456789', image: png })).toEqual({});
    expect(categoryErrors({ name: 'x'.repeat(30), description: '0123456789', image: png }).name).toBe(
      TEXT.categoryNameTooLong,
    );
  });

  it('wants a product name, a price, a category and a picture; a link only when it is a web address', () => {
    const valid = {
      name: 'Duck Lamp',
      description: '',
      price: '$19.99',
      category: 'tech',
      giftCategory: '',
      affiliateUrl: '',
      image: png,
    };
    expect(productErrors(valid)).toEqual({});
    expect(productErrors({ ...valid, affiliateUrl: 'https://shop.example/duck' })).toEqual({});
    expect(
      productErrors({
        ...valid,
        name: ' ',
        price: 'free',
        category: '',
        affiliateUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      name: TEXT.productNameRequired,
      price: TEXT.productPriceInvalid,
      category: TEXT.productCategoryRequired,
      affiliateUrl: 'Product link must be an http(s) address',
    });
    expect(productErrors({ ...valid, price: '-1' }).price).toBe(TEXT.productPriceInvalid);
    expect(productErrors({ ...valid, price: '' }).price).toBe(TEXT.productPriceInvalid);
  });

  it('sums up the starter-deck action', () => {
    expect(starterDecksSummary({ createdCount: 1, totalUsersWithoutDecks: 1, errors: [] })).toBe(
      'Created 1 starter deck for 1 member without decks.',
    );
    expect(starterDecksSummary({ createdCount: 3, totalUsersWithoutDecks: 4, errors: [{}] })).toBe(
      'Created 3 starter decks for 4 members without decks. 1 failed.',
    );
  });
});

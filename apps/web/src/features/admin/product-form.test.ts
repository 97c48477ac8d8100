import { PRODUCT_ADMIN_TEXT as TEXT } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { byDropDate, emptyForm, formBody, formFromItem, validateForm } from './product-form';

const item = (id: string, dropDate: string, extra: Record<string, unknown> = {}) => ({
  asin: null,
  title: id,
  price: 12.5,
  imageUrl: 'https://example.com/a.jpg',
  detailPageUrl: 'https://example.com/a',
  availability: null,
  lastUpdated: null,
  frontendData: JSON.stringify({
    _id: id,
    name: id,
    description: 'd',
    images: ['https://example.com/a.jpg', 'https://example.com/b.jpg'],
    affiliateUrl: 'https://example.com/a',
    viralFactor: '',
    categories: ['lights', 'gifts'],
    source: 'other',
    asin: null,
    dropDate,
    ...extra,
  }),
});

describe('the product admin form', () => {
  it("says every rule of product spec 2 §5 that a new 'other' product breaks", () => {
    const form = { ...emptyForm(), source: 'other' as const };
    expect(validateForm(form, { isNew: true, asinStatus: 'idle' })).toEqual({
      _id: TEXT.idRequired,
      name: TEXT.nameRequired,
      affiliateUrl: TEXT.otherUrlRequired,
      price: TEXT.otherPriceRequired,
      imageUrl: TEXT.otherImageRequired,
    });
    expect(
      validateForm(
        { ...form, _id: 'x', name: 'X', affiliateUrl: 'javascript:alert(1)', price: '3', imageUrl: 'i' },
        {
          isNew: true,
          asinStatus: 'idle',
        },
      ),
    ).toEqual({ affiliateUrl: TEXT.affiliateUrlRequired });
  });

  it('asks a new Amazon product for an ASIN that is not in use; an edit keeps its own', () => {
    const form = { ...emptyForm(), _id: 'a', name: 'A' };
    expect(validateForm(form, { isNew: true, asinStatus: 'idle' })).toEqual({ asin: TEXT.asinRequired });
    expect(validateForm({ ...form, asin: 'B0X' }, { isNew: true, asinStatus: 'in-use' })).toEqual({
      asin: TEXT.asinInUse,
    });
    expect(validateForm({ ...form, asin: 'B0X' }, { isNew: false, asinStatus: 'current' })).toEqual({});
  });

  it('sends lists as trimmed arrays without empties, the price as a number and the ASIN upper-cased', () => {
    const body = formBody({
      ...emptyForm(),
      _id: ' lamp ',
      name: ' Lamp ',
      price: '19.99',
      asin: 'b0abc',
      images: 'https://a.example/1.jpg, ,https://a.example/2.jpg ',
      categories: ' Lights,,Gifts',
    });
    expect(body).toMatchObject({
      _id: 'lamp',
      name: 'Lamp',
      price: 19.99,
      asin: 'B0ABC',
      images: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
      categories: ['Lights', 'Gifts'],
    });
    expect(formBody({ ...emptyForm(), price: '' }).price).toBeNull();
  });

  it('reads a listed product back into the form, and lists the newest drop first', () => {
    expect(formFromItem(item('lamp', '2026-03-04T00:00:00.000Z'))).toMatchObject({
      _id: 'lamp',
      price: '12.5',
      source: 'other',
      images: 'https://example.com/a.jpg, https://example.com/b.jpg',
      categories: 'lights, gifts',
      dropDate: '2026-03-04',
    });
    const sorted = byDropDate([
      item('old', '2025-01-01'),
      item('new', '2026-06-01'),
      item('mid', '2025-09-01'),
    ]);
    expect(sorted.map((entry) => entry.title)).toEqual(['new', 'mid', 'old']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrowserShims } from '@/testing/browser-shims';
import {
  activeEggKey,
  clearEggCountdown,
  EASTER_EGG_PRODUCT_IDS,
  FOUND_EGGS_KEY,
  hasHiddenEgg,
  readFoundEggs,
  remainingEggSeconds,
  startEggCountdown,
  writeFoundEgg,
} from './easter-eggs';

let shims: ReturnType<typeof installBrowserShims>;

beforeEach(() => {
  shims = installBrowserShims();
});
afterEach(() => {
  shims.uninstall();
});

describe('easter eggs (product spec 1 §4, §9)', () => {
  it('hide on exactly the five spec products', () => {
    expect([...EASTER_EGG_PRODUCT_IDS]).toEqual([
      '1',
      'showerhead-led',
      'cargo-pants-loose',
      'qeils-blanket-hoodie',
      'rc-airplane',
    ]);
  });

  it('are present only until found', () => {
    expect(hasHiddenEgg('rc-airplane', [])).toBe(true);
    expect(hasHiddenEgg('rc-airplane', ['rc-airplane'])).toBe(false);
    expect(hasHiddenEgg('some-other-product', [])).toBe(false);
  });

  it('record found eggs once in localStorage foundEasterEggs', () => {
    expect(readFoundEggs()).toEqual([]);
    writeFoundEgg('1');
    writeFoundEgg('1');
    writeFoundEgg('showerhead-led');
    expect(JSON.parse(shims.storage.getItem(FOUND_EGGS_KEY) ?? '')).toEqual(['1', 'showerhead-led']);
    expect(readFoundEggs()).toEqual(['1', 'showerhead-led']);
  });

  it('read a corrupt list as none found', () => {
    shims.storage.setItem(FOUND_EGGS_KEY, '{oops');
    expect(readFoundEggs()).toEqual([]);
    shims.storage.setItem(FOUND_EGGS_KEY, JSON.stringify({ a: 1 }));
    expect(readFoundEggs()).toEqual([]);
  });

  it('keep a per-product flag while the overlay counts down', () => {
    startEggCountdown('1', 10_000);
    expect(shims.storage.getItem(activeEggKey('1'))).toBe('10000');
    expect(remainingEggSeconds('1', 10_000)).toBe(5);
    expect(remainingEggSeconds('1', 12_500)).toBe(3);
    expect(remainingEggSeconds('1', 15_000)).toBe(0);
    clearEggCountdown('1');
    expect(shims.storage.getItem(activeEggKey('1'))).toBeNull();
    expect(remainingEggSeconds('1', 10_000)).toBe(0);
  });
});

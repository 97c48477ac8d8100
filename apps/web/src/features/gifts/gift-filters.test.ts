import type { GiftCategory } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { choiceFromParams, choiceTitle, paramsFromChoice, toggleChoice } from './gift-filters';

const KNOWN: GiftCategory[] = [
  { id: 'for-dad', group: 'recipient', name: 'For Dad', emoji: '👔' },
  { id: 'for-mom', group: 'recipient', name: 'For Mom', emoji: '💐' },
  { id: 'birthday', group: 'occasion', name: 'Birthday', emoji: '🎂' },
  { id: 'under-50', group: 'price', name: 'Under $50', emoji: '💰' },
];

describe('the gift finder URL', () => {
  it('reads a shared link back into the same choice, in a fixed order', () => {
    const choice = choiceFromParams(
      new URLSearchParams('price=under-50&for=for-dad&occasion=birthday'),
      KNOWN,
    );
    expect(choice).toEqual({ recipient: 'for-dad', occasion: 'birthday', price: 'under-50' });
    expect(paramsFromChoice(choice).toString()).toBe('for=for-dad&occasion=birthday&price=under-50');
  });

  it('drops ids it does not know and ids given for the wrong group', () => {
    expect(choiceFromParams(new URLSearchParams('for=birthday&occasion=nope&price=under-50'), KNOWN)).toEqual(
      {
        price: 'under-50',
      },
    );
    expect(choiceFromParams(new URLSearchParams('for=for-dad'), [])).toEqual({});
  });

  it('replaces the pick within a group, and clears it when picked again', () => {
    const dad = toggleChoice({}, 'recipient', 'for-dad');
    expect(dad).toEqual({ recipient: 'for-dad' });
    const mom = toggleChoice({ ...dad, price: 'under-50' }, 'recipient', 'for-mom');
    expect(mom).toEqual({ recipient: 'for-mom', price: 'under-50' });
    expect(toggleChoice(mom, 'recipient', 'for-mom')).toEqual({ price: 'under-50' });
  });

  it('names the choice for the results heading', () => {
    expect(choiceTitle({}, KNOWN)).toBe('All gift ideas');
    expect(choiceTitle({ price: 'under-50', recipient: 'for-dad' }, KNOWN)).toBe(
      'Gift ideas: For Dad · Under $50',
    );
  });
});

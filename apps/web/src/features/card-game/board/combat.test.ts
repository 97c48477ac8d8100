import { describe, expect, it } from 'vitest';
import { combatEffects, combatNumbers, shakenSides } from './combat';
import { entry } from './test-fixtures';

describe('floating combat numbers', () => {
  const events = [
    entry('1', { action: 'damage', playerId: '1', target: '2', value: -3 }),
    entry('2', { action: 'heal', playerId: '1', target: '1', value: 6 }),
    entry('3', { action: 'armor', playerId: '1', target: '1', value: 2 }),
    entry('4', { action: 'shield', playerId: '2', target: '2', value: 4 }),
    entry('5', { action: 'poison', playerId: '2', target: '2', value: -1 }),
    entry('6', { action: 'buy_power', playerId: '1', target: '1', value: 2 }),
    entry('7', { action: 'damage', playerId: '2', target: '1', value: 0 }),
  ];

  it('signs and colours them from the viewer side: damage minus, heal/armor/shield plus', () => {
    expect(combatNumbers(events, '1')).toEqual([
      { side: 'opponent', kind: 'damage', value: -3, text: '-3' },
      { side: 'me', kind: 'heal', value: 6, text: '+6' },
      { side: 'me', kind: 'armor', value: 2, text: '+2' },
      { side: 'opponent', kind: 'shield', value: 4, text: '+4' },
      { side: 'opponent', kind: 'damage', value: -1, text: '-1' },
    ]);
    expect(combatNumbers(events, '2')[0]).toEqual({ side: 'me', kind: 'damage', value: -3, text: '-3' });
  });

  it('shakes the sides that lost hp and flashes attacks and spells', () => {
    expect(shakenSides(events, '1')).toEqual(['opponent']);
    expect(combatEffects([...events, entry('8', { action: 'status', target: '2' })], '1')).toEqual([
      { side: 'opponent', kind: 'attack' },
      { side: 'opponent', kind: 'spell' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { MatchState } from '../src/index.ts';
import { play, scenario } from './helpers.ts';

/** The descriptions of the entries `next` added to the log after `before`'s. */
const added = (before: MatchState, next: MatchState) =>
  next.battleLog.slice(before.battleLog.length).map((entry) => entry.description);

/** A line that counts 0 of something as a change ('gained 0 Buy Power', '-0 Buy Power', 'discarded 0 cards'). */
const ZERO_CHANGE = /\b(?:gained|lost|healed|discarded|removed|drew) 0\b|-0\b/;

describe('battle log wording when nothing changed (issue 41)', () => {
  const cases: Array<{ name: string; state: MatchState; card: string; line: string }> = [
    {
      name: 'a Buy Power loss from a player with none',
      state: scenario({ a: { hand: ['return-policy'] }, b: { buyPower: 0 } }),
      card: 'return-policy',
      line: 'Bob had no Buy Power to lose',
    },
    {
      name: 'damage that shield and armor soak up',
      state: scenario({ a: { hand: ['doorbuster'] }, b: { shield: 10 } }),
      card: 'doorbuster',
      line: 'Doorbuster (3 blocked): Bob took no damage',
    },
    {
      name: 'a heal at full hp',
      state: scenario({ a: { hand: ['retail-therapy'] } }),
      card: 'retail-therapy',
      line: 'Retail Therapy: Alice was already at full hp',
    },
    {
      name: 'armor already at its maximum',
      state: scenario({ a: { hand: ['extended-warranty'], armor: 20 } }),
      card: 'extended-warranty',
      line: "Alice's armor was already at its maximum",
    },
    {
      name: 'a cleanse with nothing to remove',
      state: scenario({ a: { hand: ['money-back-guarantee'] } }),
      card: 'money-back-guarantee',
      line: 'Alice had no harmful effects to remove',
    },
    {
      name: 'a discard of empty hands',
      state: scenario({ a: { hand: ['swipe-war'] } }),
      card: 'swipe-war',
      line: 'Bob had no cards to discard',
    },
    {
      name: 'a drained wallet that held nothing',
      state: scenario({ a: { hand: ['cart-crash'] }, b: { hp: 3, buyPower: 0 } }),
      card: 'cart-crash',
      line: "Bob's wallet was drained: no Buy Power to lose, hp refilled",
    },
  ];

  it.each(cases)('$name: says what happened', ({ state, card, line }) => {
    const lines = added(state, play(state, 'player_a', card));
    expect(lines).toContain(line);
    expect(lines.filter((text) => ZERO_CHANGE.test(text))).toEqual([]);
  });

  it('a real change keeps its count', () => {
    const state = scenario({ a: { hand: ['return-policy'] }, b: { buyPower: 2 } });
    expect(added(state, play(state, 'player_a', 'return-policy'))).toContain('Bob lost 1 Buy Power');
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, BATTLE_LOG_LIMIT, type MatchState } from '../src/index.ts';
import { ALICE, BOB, endTurn, NOW, scenario } from './helpers.ts';

describe('battle log', () => {
  it('returns the new entries with the spec fields and appends them to the state', () => {
    const s = scenario({ a: { hand: ['doorbuster'] } });
    const result = applyAction(s, {
      type: 'play_card',
      player: 'player_a',
      cardId: 'doorbuster',
      now: NOW + 7,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.events).toEqual([
      {
        id: `${s.version + 1}-0`,
        playerId: ALICE.id,
        action: 'play_card',
        target: null,
        cardName: 'Doorbuster',
        value: 1,
        description: 'Alice played Doorbuster',
        timestamp: NOW + 7,
      },
      {
        id: `${s.version + 1}-1`,
        playerId: ALICE.id,
        action: 'damage',
        target: BOB.id,
        cardName: 'Doorbuster',
        value: -3,
        description: 'Doorbuster: Bob lost 3 hp',
        timestamp: NOW + 7,
      },
    ]);
    expect(result.state.battleLog.slice(-2)).toEqual(result.events);
  });

  it('keeps only the last 50 entries, with unique ids', () => {
    let s: MatchState = scenario();
    for (let i = 0; i < 30; i++) {
      s = endTurn(s, s.currentTurn, NOW + i);
    }
    expect(s.battleLog).toHaveLength(BATTLE_LOG_LIMIT);
    expect(new Set(s.battleLog.map((e) => e.id)).size).toBe(BATTLE_LOG_LIMIT);
    expect(s.battleLog.at(-1)?.timestamp).toBe(NOW + 29);
  });

  it('never names the cards a player draws', () => {
    const s = endTurn(scenario({ a: { deck: ['limited-edition'] } }), 'player_a');
    const draw = s.battleLog.findLast((e) => e.action === 'draw');
    expect(draw).toMatchObject({ value: 1, cardName: null });
    expect(JSON.stringify(s.battleLog)).not.toMatch(/Limited Edition|limited-edition/);
  });
});

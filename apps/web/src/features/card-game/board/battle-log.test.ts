import { describe, expect, it } from 'vitest';
import { lastEntries, mergeBattleLog } from './battle-log';
import { entry } from './test-fixtures';

const entries = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => entry(`e${from + i}`));
const ids = (log: { id: string }[]) => log.map((e) => e.id);

describe('battle log merging', () => {
  it('appends the events of an update in order', () => {
    const merged = mergeBattleLog(entries(1, 3), entries(4, 5));
    expect(ids(merged)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  it('keeps only the last 50 entries', () => {
    const merged = mergeBattleLog(entries(1, 48), entries(49, 55));
    expect(merged).toHaveLength(50);
    expect(merged[0]?.id).toBe('e6');
    expect(merged.at(-1)?.id).toBe('e55');
  });

  it('skips entries it already has (a resync can repeat them) and copes with no events', () => {
    const merged = mergeBattleLog(entries(1, 3), [entry('e3'), entry('e4'), entry('e4')]);
    expect(ids(merged)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(ids(mergeBattleLog(entries(1, 2), undefined))).toEqual(['e1', 'e2']);
  });

  it('does not change the log it was given', () => {
    const log = entries(1, 50);
    mergeBattleLog(log, entries(51, 60));
    expect(log).toHaveLength(50);
    expect(log[0]?.id).toBe('e1');
  });

  it('takes the last 50 of a full state', () => {
    expect(lastEntries(entries(1, 70))[0]?.id).toBe('e21');
    expect(lastEntries(undefined)).toEqual([]);
  });
});

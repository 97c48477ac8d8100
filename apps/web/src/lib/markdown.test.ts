import { describe, expect, it } from 'vitest';
import rules from '../../../../packages/game-rules/RULES.md?raw';
import { parseInline, parseMarkdown } from './markdown';

describe('guide markdown', () => {
  it('reads bold, italic and code inline', () => {
    expect(parseInline('Be **10 Buy Power** or _opponent has no cards_ with `Timeouts x / 3`.')).toEqual([
      { type: 'text', value: 'Be ' },
      { type: 'strong', children: [{ type: 'text', value: '10 Buy Power' }] },
      { type: 'text', value: ' or ' },
      { type: 'em', children: [{ type: 'text', value: 'opponent has no cards' }] },
      { type: 'text', value: ' with ' },
      { type: 'code', value: 'Timeouts x / 3' },
      { type: 'text', value: '.' },
    ]);
    expect(parseInline('snake_case_word stays')).toEqual([{ type: 'text', value: 'snake_case_word stays' }]);
  });

  it('keeps HTML in the source as plain text', () => {
    const blocks = parseMarkdown('A <script>alert(1)</script> **<b>x</b>**');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        text: [
          { type: 'text', value: 'A <script>alert(1)</script> ' },
          { type: 'strong', children: [{ type: 'text', value: '<b>x</b>' }] },
        ],
      },
    ]);
  });

  it('reads the game guide: its sections, lists, numbered steps and the key cards table', () => {
    const blocks = parseMarkdown(rules);
    const headings = blocks
      .filter((b) => b.type === 'heading')
      .map((b) => b.text.map((n) => ('value' in n ? n.value : '')).join(''));
    expect(headings).toEqual(
      expect.arrayContaining([
        'Card Battle: Complete Game Guide',
        'Objective',
        'Coin flip start',
        'Energy',
        'Turn structure',
        'Key cards',
        'Timeout system',
        'Deck building',
        'Rewards',
        'Modes',
        'Victory conditions',
        'Tips',
      ]),
    );
    const table = blocks.find((b) => b.type === 'table');
    expect(table?.type === 'table' && table.header.length).toBe(3);
    expect(table?.type === 'table' && table.rows.length).toBe(6);
    const steps = blocks.find((b) => b.type === 'list' && b.ordered);
    expect(steps?.type === 'list' && steps.items.length).toBe(3);
  });
});

describe('links in members’ text', () => {
  it('makes http(s) links, and leaves javascript:, data: and HTML as text', () => {
    expect(parseInline('see [the lamp](https://example.com/lamp) now')).toEqual([
      { type: 'text', value: 'see ' },
      { type: 'link', href: 'https://example.com/lamp', children: [{ type: 'text', value: 'the lamp' }] },
      { type: 'text', value: ' now' },
    ]);
    for (const source of [
      '[click](javascript:alert(1))',
      '[img](data:text/html;base64,PHNjcmlwdD4=)',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(parseInline(source).every((node) => node.type === 'text')).toBe(true);
    }
  });
});

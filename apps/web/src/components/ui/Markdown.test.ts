import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import rules from '../../../../../packages/game-rules/RULES.md?raw';
import { Markdown } from './Markdown';

const render = (source: string, variant?: 'post' | 'guide') =>
  renderToStaticMarkup(createElement(Markdown, { source, ...(variant ? { variant } : {}) }));

describe('markdown in members’ posts', () => {
  it('renders bold, italic, code, lists, rules and tables', () => {
    expect(render('Be **bold**, _calm_ and `exact`.')).toBe(
      '<p>Be <strong>bold</strong>, <em>calm</em> and <code>exact</code>.</p>',
    );
    expect(render('- one\n- two\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(
      '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<hr/>\n<div class="markdown__table-wrap"><table class="markdown__table">' +
        '<thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div>',
    );
    // `#` in a post is a heading under the thread's title.
    expect(render('# Verdict')).toBe('<h3 class="markdown__heading">Verdict</h3>');
  });

  it('makes web links members’ links, and leaves javascript:, data: and other addresses as text', () => {
    expect(render('see [the lamp](https://example.com/lamp) or https://example.com/auto')).toBe(
      '<p>see <a href="https://example.com/lamp" rel="nofollow ugc noopener noreferrer" target="_blank">the lamp</a> or ' +
        '<a href="https://example.com/auto" rel="nofollow ugc noopener noreferrer" target="_blank">https://example.com/auto</a></p>',
    );
    expect(
      render('[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [mail](mailto:a@b.c)'),
    ).toBe('<p>click data mail</p>');
  });

  it('shows HTML as text, never as elements, and images as their alt text', () => {
    const html = render(
      'A <script>alert(1)</script> <b onmouseover="x()">b</b>\n\n<img src=x onerror=alert(1)>\n\n<svg onload=alert(1)></svg>\n\n![a cat](https://example.com/cat.png)',
    );
    expect(html).not.toMatch(/<(script|b|img|svg)\b/);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<p>a cat</p>');
  });
});

describe('@mentions in members’ posts', () => {
  const withMentions = (source: string, mentions: Record<string, number>) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { source, mentions })));

  it('links the @names of known members to their profiles, whatever the case; other @names, code and links stay', () => {
    expect(
      withMentions(
        'Ask @Ann_1 and @bob., not @nobody, `@ann_1`, [@bob](https://example.com) or me@ann_1.com',
        {
          ann_1: 7,
          bob: 8,
        },
      ),
    ).toBe(
      '<p>Ask <a class="mention" href="/user/7" data-discover="true">@Ann_1</a> and ' +
        '<a class="mention" href="/user/8" data-discover="true">@bob</a>., not @nobody, <code>@ann_1</code>, ' +
        '<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">@bob</a> or me@ann_1.com</p>',
    );
  });

  it('keeps a profile path a member wrote as text, and their HTML inert', () => {
    const html = withMentions('[me](/user/7) <a href="/user/7" class="mention">x</a> @ann', { ann: 7 });
    expect(html).toBe(
      '<p>me &lt;a href=&quot;/user/7&quot; class=&quot;mention&quot;&gt;x&lt;/a&gt; ' +
        '<a class="mention" href="/user/7" data-discover="true">@ann</a></p>',
    );
  });
});

describe('the game guide', () => {
  it('drops its own title and puts its sections at h2, with the key cards table and numbered steps', () => {
    const html = render(rules, 'guide');
    expect(html).not.toContain('Complete Game Guide</h');
    const headings = [...html.matchAll(/<h2 class="markdown__heading">([^<]+)<\/h2>/g)].map(
      (match) => match[1],
    );
    // Every section of the guide, in order (RULES.md's list of them is checked in packages/game-rules).
    const sections = [...rules.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toContain('Key cards');
    expect(headings).toEqual(sections);
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('<ol>');
  });
});

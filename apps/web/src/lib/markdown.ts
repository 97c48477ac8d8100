/**
 * A tiny Markdown reader for the subset the game guide (packages/game-rules/RULES.md) and forum posts use:
 * headings, paragraphs, bulleted and numbered lists, pipe tables, **bold**, _italic_, `code` and
 * [links](https://…). It produces plain data that React renders as text nodes, so any HTML in the source
 * shows as text and is never parsed; a link becomes one only when it is http(s), so `javascript:` and
 * `data:` addresses stay text.
 */

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: InlineNode[] };

export type Block =
  | { type: 'heading'; level: number; text: InlineNode[] }
  | { type: 'paragraph'; text: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: InlineNode[][] }
  | { type: 'table'; header: InlineNode[][]; rows: InlineNode[][][] };

const INLINE =
  /\*\*(.+?)\*\*|`([^`]+)`|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])|(?<!\*)\*([^*\s][^*]*?)\*(?!\*)|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/u;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push({ type: 'text', value: rest });
      break;
    }
    if (match.index > 0) nodes.push({ type: 'text', value: rest.slice(0, match.index) });
    const [whole, strong, code, underscored, starred, linkText, href] = match;
    if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (code !== undefined) nodes.push({ type: 'code', value: code });
    else if (linkText !== undefined && href !== undefined) {
      nodes.push({ type: 'link', href, children: parseInline(linkText) });
    } else nodes.push({ type: 'em', children: parseInline(underscored ?? starred ?? '') });
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const isTableRow = (line: string) => line.trim().startsWith('|');

function tableCells(line: string): string[] {
  let inner = line.trim();
  if (inner.startsWith('|')) inner = inner.slice(1);
  if (inner.endsWith('|')) inner = inner.slice(0, -1);
  return inner.split('|').map((cell) => cell.trim());
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]?.length ?? 1, text: parseInline(heading[2] ?? '') });
      i += 1;
      continue;
    }
    if (isTableRow(line) && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) {
      const header = tableCells(line).map(parseInline);
      const rows: InlineNode[][][] = [];
      i += 2;
      while (i < lines.length && isTableRow(lines[i] ?? '')) {
        rows.push(tableCells(lines[i] ?? '').map(parseInline));
        i += 1;
      }
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const itemPattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        if (!current.trim()) break;
        const item = itemPattern.exec(current);
        if (item) items.push(item[1] ?? '');
        else if (/^\s+\S/.test(current) && items.length > 0) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (!current.trim() || HEADING.test(current) || BULLET.test(current) || NUMBERED.test(current)) break;
      if (isTableRow(current) && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) break;
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', text: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

import { findMentions } from '@app/contracts';
import type { Options } from 'react-markdown';

/** What the plugin reads and writes of the markdown tree (mdast): text, links and their children. */
interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
  data?: { hProperties?: Record<string, unknown> };
}

/** The class that marks a link the plugin made (members cannot set classes: raw HTML is off). */
export const MENTION_CLASS = 'mention';
/** Where a mention links: the member's profile. */
export const MENTION_LINK = /^\/user\/\d+$/;

/** A text node split at its @mentions of known members: text, a profile link per mention, text. */
function splitText(text: string, members: Readonly<Record<string, number>>): MarkdownNode[] {
  const parts: MarkdownNode[] = [];
  let at = 0;
  for (const mention of findMentions(text)) {
    const id = members[mention.username];
    if (id === undefined) continue;
    if (mention.index > at) parts.push({ type: 'text', value: text.slice(at, mention.index) });
    parts.push({
      type: 'link',
      url: `/user/${id}`,
      children: [{ type: 'text', value: text.slice(mention.index, mention.index + mention.length) }],
      data: { hProperties: { className: [MENTION_CLASS] } },
    });
    at = mention.index + mention.length;
  }
  if (at === 0) return [{ type: 'text', value: text }];
  if (at < text.length) parts.push({ type: 'text', value: text.slice(at) });
  return parts;
}

/** Every text outside links and code, its mentions made links. */
function linkIn(node: MarkdownNode, members: Readonly<Record<string, number>>) {
  if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return splitText(child.value ?? '', members);
    linkIn(child, members);
    return [child];
  });
}

type RemarkPlugin = NonNullable<Options['remarkPlugins']>[number];

/**
 * A remark plugin making each @name of a known member (`members`: lower-cased username to id) a link to their
 * profile; other @names stay text. The links go through the same rendering as every other (raw HTML stays off).
 */
export function mentionLinks(members: Readonly<Record<string, number>>): RemarkPlugin {
  return (() => (tree: MarkdownNode) => linkIn(tree, members)) as unknown as RemarkPlugin;
}

import { Fragment, type ReactNode } from 'react';
import { type Block, type InlineNode, parseMarkdown } from '@/lib/markdown';

function Inline({ nodes }: { nodes: InlineNode[] }): ReactNode {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.value}</Fragment>;
      case 'strong':
        return (
          <strong key={key}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={key}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'code':
        return <code key={key}>{node.value}</code>;
      case 'link':
        // Members' links: not endorsed (nofollow ugc), and the opened page gets no handle on this one.
        return (
          <a key={key} href={node.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            <Inline nodes={node.children} />
          </a>
        );
    }
    return null;
  });
}

/** Heading levels start under the page's own: `topLevel` is the tag a `#` heading gets (h2 to h6). */
function MarkdownBlock({ block, topLevel }: { block: Block; topLevel: number }) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${Math.min(topLevel + block.level - 1, 6)}` as 'h2';
      return (
        <Heading className="markdown__heading">
          <Inline nodes={block.text} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list item is its place in the text
            <li key={index}>
              <Inline nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className="markdown__table-wrap">
          <table className="markdown__table">
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the row
                  <th key={index} scope="col">
                    <Inline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the table
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the row
                    <td key={index}>
                      <Inline nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * Markdown rendered as React elements (never as HTML): text people write stays inert.
 * `blocks` lets a caller pass text it already parsed; `topLevel` is the tag level of a `#` heading.
 */
export function Markdown({
  source,
  blocks,
  topLevel = 3,
}: {
  source?: string;
  blocks?: Block[];
  topLevel?: number;
}) {
  const parsed = blocks ?? parseMarkdown(source ?? '');
  return parsed.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the text
    <MarkdownBlock key={index} block={block} topLevel={topLevel} />
  ));
}

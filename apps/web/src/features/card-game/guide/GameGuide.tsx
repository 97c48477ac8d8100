import { Fragment, type ReactNode } from 'react';
import { type Block, type InlineNode, parseMarkdown } from '@/lib/markdown';
import rulesSource from '../../../../../../packages/game-rules/RULES.md?raw';

const blocks = parseMarkdown(rulesSource);

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
    }
    return null;
  });
}

/** The guide's own title is replaced by 'Complete Game Guide'; its sections sit one level under it. */
function GuideBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Heading = block.level <= 2 ? 'h3' : block.level === 3 ? 'h4' : 'h5';
      return (
        <Heading className="game-guide__heading">
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
            // biome-ignore lint/suspicious/noArrayIndexKey: the guide is static text.
            <li key={index}>
              <Inline nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className="game-guide__table-wrap">
          <table className="game-guide__table">
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the guide is static text.
                  <th key={index} scope="col">
                    <Inline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the guide is static text.
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the guide is static text.
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

/** product spec 3 §2: the Complete Game Guide, rendered from packages/game-rules/RULES.md. */
export function GameGuide() {
  const body = blocks.filter((block) => !(block.type === 'heading' && block.level === 1));
  return (
    <details className="game-guide">
      <summary className="game-guide__summary">
        <h2 className="game-guide__title">
          <span aria-hidden="true">📖</span> Complete Game Guide
        </h2>
      </summary>
      <div className="game-guide__body">
        {body.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the guide is static text.
          <GuideBlock key={index} block={block} />
        ))}
      </div>
    </details>
  );
}

import { Markdown } from '@/components/ui/Markdown';
import rulesSource from '../../../../../../packages/game-rules/RULES.md?raw';

/** product spec 3 §2: the Complete Game Guide, rendered from packages/game-rules/RULES.md. */
export function GameGuide() {
  return (
    <details className="game-guide">
      <summary className="game-guide__summary">
        <h2 className="game-guide__title">
          <span aria-hidden="true">📖</span> Complete Game Guide
        </h2>
      </summary>
      <div className="game-guide__body">
        {/* The guide's own title is replaced by 'Complete Game Guide'; its sections sit one level under it. */}
        <Markdown source={rulesSource} variant="guide" />
      </div>
    </details>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { LOBBY_PATH } from '../shared';

/** The page title of a match page, e.g. 'Card Battle' or 'Watching a Card Battle'. */
type PageName = { pageName: string };

/** A match page that could not open its match (the player's board and the spectator's): why, and the way back. */
export function MatchPageFailure({
  pageName,
  emoji,
  title,
  children,
}: PageName & { emoji: string; title: string; children?: ReactNode }) {
  return (
    <div className="match-page">
      <title>{`${pageName} | ${SITE_NAME}`}</title>
      <MessageState
        emoji={emoji}
        title={title}
        tone="error"
        level={1}
        actions={
          <Link to={LOBBY_PATH} className="btn btn--gradient">
            Back to Lobby
          </Link>
        }
      >
        {children}
      </MessageState>
    </div>
  );
}

/** A match page waiting for the match room's first view. */
export function MatchPageLoading({ pageName, text }: PageName & { text: string }) {
  return (
    <div className="match-page">
      <title>{`${pageName} | ${SITE_NAME}`}</title>
      <LoadingState text={text} />
    </div>
  );
}

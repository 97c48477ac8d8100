import { type ForumThread, timeAgo } from '@app/contracts';
import { createContext, useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import { Markdown } from '@/components/ui/Markdown';

/** Who wrote a post (a link to their profile, and the 'Mod' badge) and how long ago. */
export function Byline({
  author,
  at,
}: {
  author: Pick<ForumThread, 'user_id' | 'username' | 'display_name' | 'is_moderator'>;
  at: string;
}) {
  return (
    <p className="forum-byline">
      <Link to={`/user/${author.user_id}`}>{author.display_name || author.username}</Link>
      {author.is_moderator ? <span className="forum-badge forum-badge--mod">Mod</span> : null} ·{' '}
      <time dateTime={at}>{timeAgo(at)}</time>
    </p>
  );
}

/** The members the thread's posts @mention (lower-cased username to id): their @names link to their profiles. */
export const MentionedMembers = createContext<Readonly<Record<string, number>>>({});

/** Long text shows its start and a 'Read more' button (500 characters for a thread, 800 for a reply). */
export function Clamped({ text, limit }: { text: string; limit: number }) {
  const [open, setOpen] = useState(false);
  const mentions = useContext(MentionedMembers);
  const long = text.length > limit;
  return (
    <div className="forum-text">
      <Markdown source={long && !open ? `${text.slice(0, limit).trimEnd()}…` : text} mentions={mentions} />
      {long ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}

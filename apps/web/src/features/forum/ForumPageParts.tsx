import { Link } from 'react-router-dom';
import { MessageState } from '@/components/ui/StatusBlock';

/** A forum page's title with its New Thread button (into the given category, if any). */
export function ForumHeader({ title, category }: { title: string; category?: string }) {
  return (
    <header className="page-header forum-header">
      <h1 className="page-header__title">{title}</h1>
      <Link to={category ? `/forum/new?category=${category}` : '/forum/new'} className="btn btn--gradient">
        New Thread
      </Link>
    </header>
  );
}

/** A thread or category that does not exist: the spec's words and the way back to the forum. */
export function ForumNotFound({ title }: { title: string }) {
  return (
    <div className="page forum-page">
      <MessageState
        emoji="🧭"
        title={title}
        level={1}
        actions={
          <Link to="/forum" className="btn btn--gradient">
            Back to Forum
          </Link>
        }
      />
    </div>
  );
}

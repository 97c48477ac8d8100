import type { ForumThread } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { InlineTextArea } from '@/components/ui/InlineTextArea';
import { useLoginPath } from '@/hooks/use-login-path';
import { errorMessage } from '@/lib/api-client';
import { FORUM_TEXT } from '../forum-text';

/** The reply box: for members on an open thread; a locked thread says so, and a visitor is asked to log in. */
export function Composer({
  thread,
  loggedIn,
  onPost,
  autoFocus = false,
}: {
  thread: ForumThread;
  loggedIn: boolean;
  onPost: (content: string) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // Back to this thread after the login.
  const loginPath = useLoginPath();
  if (thread.is_locked) return <p className="forum-locked">{FORUM_TEXT.locked}</p>;
  if (!loggedIn) {
    return (
      <p className="forum-muted">
        <Link to={loginPath}>{FORUM_TEXT.joinIn}</Link>
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || busy) {
      if (!content.trim()) setError('Content is required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onPost(content.trim());
      setContent('');
    } catch (failure) {
      setError(errorMessage(failure, FORUM_TEXT.replyFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="forum-composer" onSubmit={submit}>
      <InlineTextArea
        id={id}
        label="Your reply"
        rows={3}
        placeholder="Write a reply..."
        value={content}
        // A reply's composer opens on request, where the member is about to type.
        autoFocus={autoFocus}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormAlert text={error} />
      <BusyButton type="submit" className="btn btn--gradient btn--sm" busy={busy} busyLabel="Posting...">
        Post Reply
      </BusyButton>
    </form>
  );
}

import type { ModerationReport } from '@app/contracts';
import { Link } from 'react-router-dom';

/** Where a reported thread or reply is read: the thread, at the reply for a reply. */
export function reportedContentLink(report: ModerationReport): string | null {
  const content = report.reported_content;
  if (!content) return null;
  const reply = report.content_type === 'reply' ? `#reply-${report.content_id}` : '';
  return `/forum/thread/${content.thread_id}${reply}`;
}

/**
 * What a content report is about, so a moderator can judge it without opening it: the thread's title or the
 * reply's first 140 characters, its author, and a link to it; or that it was deleted since.
 */
export function ReportedContent({ report }: { report: ModerationReport }) {
  if (!report.content_type) return null;
  const link = reportedContentLink(report);
  const content = report.reported_content;
  if (!content || !link) {
    return <p className="moderation-item__content-gone">This {report.content_type} has been deleted.</p>;
  }
  return (
    <figure className="moderation-item__content">
      <blockquote className={`moderation-item__quote moderation-item__quote--${report.content_type}`}>
        {content.text}
      </blockquote>
      <figcaption>
        {report.content_type === 'thread' ? 'Thread' : 'Reply'} by{' '}
        {report.reported_user_id !== null && report.reported_username ? (
          <Link to={`/user/${report.reported_user_id}`}>@{report.reported_username}</Link>
        ) : (
          'a deleted member'
        )}{' '}
        · <Link to={link}>Open the {report.content_type}</Link>
      </figcaption>
    </figure>
  );
}

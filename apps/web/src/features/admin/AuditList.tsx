import type { AuditEntry } from '@app/contracts';
import { timeAgo } from '@app/contracts';

const describe = (entry: AuditEntry) => {
  const details = Object.entries(entry.details)
    .map(([key, value]) => {
      if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
        return `${key}: ${String(value.from)} → ${String(value.to)}`;
      }
      return `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join('; ');
  return `${entry.action} ${entry.target_type} ${entry.target_id}${details ? ` (${details})` : ''}`;
};

/** Admin actions, newest first: who, what, when. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="admin-muted">No admin actions yet.</p>;
  return (
    <ol className="admin-audit">
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>@{entry.actor_username}</strong> {describe(entry)}{' '}
          <time dateTime={entry.created_at} className="admin-muted">
            {timeAgo(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

import type { AdminUser } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/FormAlert';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { SearchForm } from '@/components/ui/SearchForm';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import { useAction } from '@/hooks/use-action';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { fetchUser, fetchUsers, PAGE_SIZE, setRoles } from './api';
import { Pager } from './Pager';

/** /admin-users: members by name or email, their roles (admin, moderator) and, opened, their reports and blocks. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const list = useLoad((signal) => fetchUsers(search, page, signal), [search, page]);
  const onChanged = (changed: AdminUser) =>
    list.update((value) => ({
      ...value,
      users: value.users.map((entry) => (entry.id === changed.id ? changed : entry)),
    }));

  return (
    <>
      <title>{`Users | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Users</h1>
      <SearchForm
        className="admin-search"
        name="User search"
        labelShown
        label="Search by name or email"
        onSearch={(words) => {
          setSearch(words);
          setPage(0);
        }}
      />
      <Loaded
        load={list}
        loading="Loading users..."
        failed="Failed to load users."
        empty={whenNo('users', <MessageState emoji="🔍" title="No members found." />)}
      >
        {({ users, total }) => (
          <>
            <ul className="admin-rows">
              {users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  open={open === user.id}
                  onToggle={() => setOpen(open === user.id ? null : user.id)}
                  onChanged={onChanged}
                />
              ))}
            </ul>
            <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

function UserRow({
  user,
  open,
  onToggle,
  onChanged,
}: {
  user: AdminUser;
  open: boolean;
  onToggle: () => void;
  onChanged: (user: AdminUser) => void;
}) {
  const me = useAuthStore((state) => state.user);
  const { busy, error, run } = useAction();
  const change = (roles: { is_admin?: boolean; is_moderator?: boolean }) =>
    run(async () => onChanged((await setRoles(user.id, roles)).user), 'Failed to change roles.');
  const isMe = String(me?.id) === String(user.id);
  return (
    <li className="admin-row" aria-label={`Member ${user.username}`}>
      <div className="admin-row__main">
        <p>
          <Link to={`/user/${user.id}`}>
            <strong>{user.username}</strong>
          </Link>{' '}
          {user.is_admin ? <span className="forum-badge forum-badge--mod">Admin</span> : null}{' '}
          {user.is_moderator ? <span className="forum-badge">Moderator</span> : null}
        </p>
        <p className="admin-muted">
          {user.email} · joined {formatDate(user.created_at)} · reported {user.reports_received}× · reports
          made {user.reports_made} · blocked by {user.blocked_by}
        </p>
        <FormAlert text={error} />
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={busy || (isMe && user.is_admin)}
          title={isMe && user.is_admin ? 'You cannot remove your own admin role' : undefined}
          onClick={() => change({ is_admin: !user.is_admin })}
        >
          {user.is_admin ? 'Revoke admin' : 'Make admin'}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={busy}
          onClick={() => change({ is_moderator: !user.is_moderator })}
        >
          {user.is_moderator ? 'Revoke moderator' : 'Make moderator'}
        </button>
        <button type="button" className="btn btn--outline btn--sm" aria-expanded={open} onClick={onToggle}>
          {open ? 'Hide details' : 'Reports and blocks'}
        </button>
      </div>
      {open ? <UserDetail id={user.id} /> : null}
    </li>
  );
}

function UserDetail({ id }: { id: number }) {
  const detail = useLoad((signal) => fetchUser(id, signal), [id]);
  return (
    <Loaded
      load={detail}
      loading="Loading..."
      failed="Failed to load this member."
      failure={(text) => <FormAlert text={text} />}
    >
      {({ reports_received, blocked_by, blocking }) => (
        <div className="admin-row__detail">
          <h3>Reports about them</h3>
          {reports_received.length === 0 ? (
            <p className="admin-muted">None.</p>
          ) : (
            <ul>
              {reports_received.map((report) => (
                <li key={report.id}>
                  {report.reason} ({report.status}) by @{report.reporter_username ?? 'deleted member'},{' '}
                  {formatDate(report.created_at)}
                </li>
              ))}
            </ul>
          )}
          <h3>Blocked by</h3>
          <p className="admin-muted">
            {blocked_by.map((member) => `@${member.username}`).join(', ') || 'Nobody.'}
          </p>
          <h3>Blocking</h3>
          <p className="admin-muted">
            {blocking.map((member) => `@${member.username}`).join(', ') || 'Nobody.'}
          </p>
        </div>
      )}
    </Loaded>
  );
}

import type { AdminSystemAnswer } from '@app/contracts';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { Loaded } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { AdminTable } from './AdminTable';
import { fetchSystem, retryJob } from './api';
import { type Notice, NoticeLine } from './Notice';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** '24 h', '5 min', '30 s': a repeating job's period. */
function formatPeriod(ms: number) {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 1000)} s`;
}

type Queue = NonNullable<AdminSystemAnswer['queue']>;

interface RetryProps {
  retrying: string | null;
  onRetry: (id: string) => Promise<void>;
}

function FailedJobs({ jobs, retrying, onRetry }: { jobs: Queue['failed'] } & RetryProps) {
  if (jobs.length === 0) return <p className="admin-muted">No job has been given up.</p>;
  return (
    <AdminTable
      caption="Given-up jobs, newest first"
      columns={['Job', 'Reason', 'Attempts', 'Given up', { hidden: 'Actions' }]}
    >
      {jobs.map((job) => (
        <tr key={job.id}>
          <td>
            {job.name}
            <span className="admin-table__sub">{job.id}</span>
          </td>
          <td>{job.reason}</td>
          <td>{job.attempts}</td>
          <td>{time(job.failed_at)}</td>
          <td className="admin-table__actions">
            <BusyButton
              type="button"
              className="btn btn--outline btn--sm"
              busy={retrying === job.id}
              busyLabel="Retrying…"
              onClick={() => void onRetry(job.id)}
            >
              Retry<span className="visually-hidden"> {job.id}</span>
            </BusyButton>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The job queue: its counts, the given-up jobs with a Retry each, and the repeating jobs. */
function JobQueue({
  queue,
  queueError,
  ...retry
}: { queue: Queue | null; queueError: string | null } & RetryProps) {
  return (
    <section className="admin-card" aria-label="Job queue">
      <h2>Job queue{queue ? ` (${queue.kind === 'bullmq' ? 'BullMQ on Redis' : 'in this process'})` : ''}</h2>
      {queue ? (
        <>
          <dl className="admin-tiles">
            {(['waiting', 'active', 'delayed', 'failed'] as const).map((state) => (
              <div key={state} className="admin-tile">
                <dt>{state === 'failed' ? 'Given up' : state[0]?.toUpperCase() + state.slice(1)}</dt>
                <dd>{queue.counts[state].toLocaleString()}</dd>
              </div>
            ))}
          </dl>
          <FailedJobs jobs={queue.failed} {...retry} />
          {queue.repeating.length > 0 ? (
            <>
              <h3>Repeating jobs</h3>
              <ul>
                {queue.repeating.map((job) => (
                  <li key={job.name}>
                    {job.name}: every {formatPeriod(job.every_ms)}, next {time(job.next)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="admin-notice admin-notice--error">The job queue cannot be read: {queueError}</p>
      )}
    </section>
  );
}

/** The card game's live rooms with their players, and how many wait for a match. */
function Rooms({ rooms, players }: Pick<AdminSystemAnswer, 'rooms' | 'players'>) {
  return (
    <section className="admin-card" aria-label="Card game rooms">
      <h2>Card game rooms</h2>
      <p>
        {players.in_rooms.toLocaleString()} players in {rooms.length.toLocaleString()} live rooms ·{' '}
        {players.waiting_in_queue.toLocaleString()} waiting for a match
      </p>
      {rooms.length === 0 ? (
        <MessageState emoji="🃏" title="No live rooms right now." />
      ) : (
        <AdminTable
          caption="Live rooms, next deadline first"
          columns={['Players', 'Mode', 'Turn', 'To move', 'Deadline', 'Server']}
        >
          {rooms.map((room) => (
            <tr key={room.match_id}>
              <td>
                {room.players.map((player) => player.username).join(' vs ')}
                <span className="admin-table__sub">{room.match_id}</span>
              </td>
              <td>{room.mode}</td>
              <td>{room.turn_count}</td>
              <td>{room.to_move}</td>
              <td>{time(room.turn_deadline)}</td>
              <td>
                {room.owner}
                <span className="admin-table__sub">claim until {time(room.lease_until)}</span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/**
 * /admin-system (not shown by the spec): the job queue (waiting, active, delayed, given up with reasons and a
 * Retry for each, the repeating jobs) and the card game's live rooms with their players, read on demand.
 */
export function AdminSystemPage() {
  const report = useLoad((signal) => fetchSystem(signal), []);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const onRetry = async (id: string) => {
    setRetrying(id);
    setNotice(null);
    try {
      await retryJob(id);
      setNotice({ kind: 'success', text: `Job ${id} queued again.` });
      report.reload();
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure, 'Failed to retry the job.') });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <>
      <title>{`System | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">System</h1>
      <div className="admin-toolbar">
        <button type="button" className="btn btn--outline btn--sm" onClick={report.reload}>
          Refresh
        </button>
      </div>
      <NoticeLine notice={notice} />
      <Loaded load={report} loading="Loading the system's state..." failed="Failed to load the system page.">
        {({ queue, queue_error, rooms, players }) => (
          <>
            <JobQueue queue={queue} queueError={queue_error} retrying={retrying} onRetry={onRetry} />
            <Rooms rooms={rooms} players={players} />
          </>
        )}
      </Loaded>
    </>
  );
}

import type { AdminSystemAnswer } from '@app/contracts';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchSystem, retryJob } from './api';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** '24 h', '5 min', '30 s': a repeating job's period. */
export function formatPeriod(ms: number) {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 1000)} s`;
}

function SystemReport({
  report,
  retrying,
  onRetry,
}: {
  report: AdminSystemAnswer;
  retrying: string | null;
  onRetry: (id: string) => Promise<void>;
}) {
  const { queue, queue_error: queueError, rooms, players } = report;
  return (
    <>
      <section className="admin-card" aria-label="Job queue">
        <h2>
          Job queue{queue ? ` (${queue.kind === 'bullmq' ? 'BullMQ on Redis' : 'in this process'})` : ''}
        </h2>
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
            {queue.failed.length === 0 ? (
              <p className="admin-muted">No job has been given up.</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="visually-hidden">Given-up jobs, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Job</th>
                      <th scope="col">Reason</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Given up</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.failed.map((job) => (
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
                  </tbody>
                </table>
              </div>
            )}
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
      <section className="admin-card" aria-label="Card game rooms">
        <h2>Card game rooms</h2>
        <p>
          {players.in_rooms.toLocaleString()} players in {rooms.length.toLocaleString()} live rooms ·{' '}
          {players.waiting_in_queue.toLocaleString()} waiting for a match
        </p>
        {rooms.length === 0 ? (
          <MessageState emoji="🃏" title="No live rooms right now." />
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Live rooms, next deadline first</caption>
              <thead>
                <tr>
                  <th scope="col">Players</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Turn</th>
                  <th scope="col">To move</th>
                  <th scope="col">Deadline</th>
                  <th scope="col">Server</th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * /admin-system (not shown by the spec): the job queue (waiting, active, delayed, given up with reasons and a
 * Retry for each, the repeating jobs) and the card game's live rooms with their players, read on demand.
 */
export function AdminSystemPage() {
  const report = useLoad((signal) => fetchSystem(signal), []);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onRetry = async (id: string) => {
    setRetrying(id);
    setAlert(null);
    try {
      await retryJob(id);
      setAlert({ kind: 'success', text: `Job ${id} queued again.` });
      report.reload();
    } catch (failure) {
      setAlert({ kind: 'error', text: errorMessage(failure, 'Failed to retry the job.') });
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
      <div role="status" aria-live="polite">
        {alert ? <p className={`admin-notice admin-notice--${alert.kind}`}>{alert.text}</p> : null}
      </div>
      {report.state.status === 'loading' ? (
        <LoadingState text="Loading the system's state..." />
      ) : report.state.status === 'error' ? (
        <LoadFailedState
          text={errorMessage(report.state.error, 'Failed to load the system page.')}
          onRetry={report.reload}
        />
      ) : (
        <SystemReport report={report.state.value} retrying={retrying} onRetry={onRetry} />
      )}
    </>
  );
}

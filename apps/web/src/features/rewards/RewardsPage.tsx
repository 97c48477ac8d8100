import { POINT_AWARDS, type PointsHistoryAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { formatDate } from '@/lib/format-date';
import { fetchPointsBalance, fetchPointsHistory } from './api';
import { awardLabel, balanceErrorText, formatPoints, historyErrorText } from './rewards-text';

type Loaded<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error'; text: string };

/** /rewards: the member's points balance, how to earn more, and what earned them (product spec 1 §2, §7). */
export function RewardsPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [attempt, setAttempt] = useState(0);
  const [balance, setBalance] = useState<Loaded<number>>({ status: 'loading' });
  const [history, setHistory] = useState<Loaded<PointsHistoryAnswer>>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after 'Try again'
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    setBalance({ status: 'loading' });
    setHistory({ status: 'loading' });
    fetchPointsBalance(controller.signal).then(
      ({ total_points }) => live() && setBalance({ status: 'done', value: total_points }),
      (error: unknown) => live() && setBalance({ status: 'error', text: balanceErrorText(error) }),
    );
    fetchPointsHistory(controller.signal).then(
      (value) => live() && setHistory({ status: 'done', value }),
      (error: unknown) => live() && setHistory({ status: 'error', text: historyErrorText(error) }),
    );
    return () => controller.abort();
  }, [loggedIn, attempt]);

  return (
    <div className="page rewards-page">
      <title>{`Rewards | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">Rewards</h1>
      </header>
      {!loggedIn ? (
        <MessageState
          emoji="🎁"
          title="Please log in to view your rewards."
          actions={
            <Link to="/login" className="btn btn--gradient btn--lg">
              Log In
            </Link>
          }
        />
      ) : (
        <div className="rewards">
          <section className="rewards__balance" aria-label="Your points">
            {balance.status === 'loading' ? (
              <LoadingState text="Loading your points..." />
            ) : balance.status === 'error' ? (
              <MessageState
                emoji="😵‍💫"
                title={balance.text}
                tone="error"
                actions={
                  <button
                    type="button"
                    className="btn btn--gradient btn--lg"
                    onClick={() => setAttempt((n) => n + 1)}
                  >
                    Try again
                  </button>
                }
              />
            ) : (
              <div className="points-circle">
                <span className="points-circle__value">{formatPoints(balance.value)}</span>
                <span className="points-circle__label">POINTS</span>
              </div>
            )}
          </section>

          <section className="rewards__card rewards__earn" aria-labelledby="earn-title">
            <h2 id="earn-title">How to Earn Points</h2>
            <ul className="rewards__awards">
              {POINT_AWARDS.map((award) => (
                <li key={award.reason}>
                  <span>{award.label}</span>
                  <strong>+{award.amount}</strong>
                </li>
              ))}
            </ul>
          </section>

          <section className="rewards__card rewards__history" aria-labelledby="history-title">
            <h2 id="history-title">Your Point History</h2>
            {history.status === 'loading' ? (
              <LoadingState text="Loading your point history..." />
            ) : history.status === 'error' ? (
              <p className="rewards__error" role="alert">
                {history.text}
              </p>
            ) : history.value.entries.length === 0 ? (
              <p className="rewards__empty">No points yet. Every way to earn them is listed above.</p>
            ) : (
              <ol className="rewards__entries">
                {history.value.entries.map((entry) => (
                  <li key={entry.id}>
                    <span className="rewards__entry-what">{awardLabel(entry)}</span>
                    <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    <strong>+{entry.amount}</strong>
                  </li>
                ))}
              </ol>
            )}
            {history.status === 'done' && history.value.total > history.value.entries.length ? (
              <p className="rewards__more">
                Showing the latest {history.value.entries.length} of {history.value.total} awards.
              </p>
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

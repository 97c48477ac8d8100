import { POINT_AWARDS } from '@app/contracts';
import { Link } from 'react-router-dom';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { fetchPointsBalance, fetchPointsHistory } from './api';
import { awardLabel, balanceErrorText, formatPoints, historyErrorText } from './rewards-text';

/** /rewards: the member's points balance, how to earn more, and what earned them (product spec 1 §2, §7). */
export function RewardsPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const balance = useLoad(loggedIn ? fetchPointsBalance : null, [loggedIn]);
  const history = useLoad(loggedIn ? fetchPointsHistory : null, [loggedIn]);

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
            {balance.state.status === 'loading' ? (
              <LoadingState text="Loading your points..." />
            ) : balance.state.status === 'error' ? (
              <LoadFailedState
                text={balanceErrorText(balance.state.error)}
                onRetry={() => {
                  balance.reload();
                  history.reload();
                }}
              />
            ) : (
              <div className="points-circle">
                <span className="points-circle__value">{formatPoints(balance.state.value.total_points)}</span>
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
            {history.state.status === 'loading' ? (
              <LoadingState text="Loading your point history..." />
            ) : history.state.status === 'error' ? (
              <p className="rewards__error" role="alert">
                {historyErrorText(history.state.error)}
              </p>
            ) : history.state.value.entries.length === 0 ? (
              <p className="rewards__empty">No points yet. Every way to earn them is listed above.</p>
            ) : (
              <ol className="rewards__entries">
                {history.state.value.entries.map((entry) => (
                  <li key={entry.id}>
                    <span className="rewards__entry-what">{awardLabel(entry)}</span>
                    <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    <strong>+{entry.amount}</strong>
                  </li>
                ))}
              </ol>
            )}
            {history.state.status === 'done' &&
            history.state.value.total > history.state.value.entries.length ? (
              <p className="rewards__more">
                Showing the latest {history.state.value.entries.length} of {history.state.value.total} awards.
              </p>
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

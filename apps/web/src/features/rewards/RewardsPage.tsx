import { POINT_AWARDS } from '@app/contracts';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { fetchPointsBalance, fetchPointsHistory } from './api';
import { awardLabel, balanceErrorText, formatPoints, historyErrorText } from './rewards-text';

/** /rewards: the member's points balance, how to earn more, and what earned them (product spec 1 §2, §7). */
export function RewardsPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <div className="page rewards-page">
      <title>{`Rewards | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">Rewards</h1>
      </header>
      {loggedIn ? (
        <Rewards />
      ) : (
        <LoginRequired emoji="🎁" title="Please log in to view your rewards." large />
      )}
    </div>
  );
}

/** The member's balance, the ways to earn points, and the points' history. */
function Rewards() {
  const balance = useLoad(fetchPointsBalance, []);
  const history = useLoad(fetchPointsHistory, []);
  // Trying the balance again asks for the history again too.
  const reloadBoth = () => {
    balance.reload();
    history.reload();
  };

  return (
    <div className="rewards">
      <section className="rewards__balance" aria-label="Your points">
        <Loaded
          load={{ state: balance.state, reload: reloadBoth }}
          loading="Loading your points..."
          failed={balanceErrorText}
        >
          {({ total_points }) => (
            <div className="points-circle">
              <span className="points-circle__value">{formatPoints(total_points)}</span>
              <span className="points-circle__label">POINTS</span>
            </div>
          )}
        </Loaded>
      </section>

      <section className="rewards__card rewards__earn" aria-labelledby="earn-title">
        <h2 id="earn-title">How to Earn Points</h2>
        <ul className="rewards__awards">
          {POINT_AWARDS.map((award) => (
            <li key={award.reason}>
              <span>
                {award.label}
                {'note' in award ? <small className="rewards__award-note">{award.note}</small> : null}
              </span>
              <strong>+{award.amount}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section className="rewards__card rewards__history" aria-labelledby="history-title">
        <h2 id="history-title">Your Point History</h2>
        <Loaded
          load={history}
          loading="Loading your point history..."
          failed={historyErrorText}
          failure={(text) => (
            <p className="rewards__error" role="alert">
              {text}
            </p>
          )}
          empty={whenNo(
            'entries',
            <p className="rewards__empty">No points yet. Every way to earn them is listed above.</p>,
          )}
        >
          {({ entries }) => (
            <ol className="rewards__entries">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <span className="rewards__entry-what">{awardLabel(entry)}</span>
                  <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                  <strong>+{entry.amount}</strong>
                </li>
              ))}
            </ol>
          )}
        </Loaded>
        {history.state.status === 'done' && history.state.value.total > history.state.value.entries.length ? (
          <p className="rewards__more">
            Showing the latest {history.state.value.entries.length} of {history.state.value.total} awards.
          </p>
        ) : null}
      </section>
    </div>
  );
}

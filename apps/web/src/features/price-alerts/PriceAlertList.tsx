import type { PriceAlert } from '@app/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/FormAlert';
import { InlineLoadFailure } from '@/components/ui/StatusBlock';
import { formatPrice, productPath } from '@/features/products';
import { useAction } from '@/hooks/use-action';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { deletePriceAlert, fetchPriceAlerts } from './api';

/** 'Your price alerts' (the wishlist page): each target, whether it fired, the price now, and Delete. */
export function PriceAlertList() {
  const alerts = useLoad((signal) => fetchPriceAlerts(signal), []);
  const titleId = useId();
  return (
    <section className="price-alert-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="price-alert-list__title">
        Your price alerts
      </h2>
      {alerts.state.status === 'loading' ? <p>Loading your price alerts...</p> : null}
      {alerts.state.status === 'error' ? (
        <InlineLoadFailure text="Couldn't load your price alerts." onRetry={alerts.reload} />
      ) : null}
      {alerts.state.status === 'done' ? (
        <AlertItems
          alerts={alerts.state.value}
          onDeleted={(id) => alerts.update((list) => list.filter((alert) => alert.id !== id))}
        />
      ) : null}
    </section>
  );
}

function AlertItems({ alerts, onDeleted }: { alerts: PriceAlert[]; onDeleted: (id: number) => void }) {
  const { busy, error, run } = useAction();
  if (alerts.length === 0) {
    return <p>No price alerts yet: set one with 'Tell me below' on a product's page.</p>;
  }
  const remove = (alert: PriceAlert) =>
    run(async () => {
      await deletePriceAlert(alert.id);
      onDeleted(alert.id);
    }, 'Could not delete the alert. Try again.');
  return (
    <>
      <FormAlert text={error} />
      <ul className="price-alert-list__items">
        {alerts.map((alert) => (
          <li key={alert.id} className="price-alert-list__item">
            <Link to={productPath(alert.product_id)}>{alert.product_title}</Link>
            <span>
              {`Below ${formatPrice(alert.below)}: `}
              {alert.fired_at ? `dropped on ${formatDate(alert.fired_at)}` : 'waiting'}
              {alert.current_price === null ? '' : ` (now ${formatPrice(alert.current_price)})`}
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-label={`Delete the price alert for ${alert.product_title}`}
              // One deletion at a time: every Delete waits while one runs.
              disabled={busy}
              onClick={() => void remove(alert)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

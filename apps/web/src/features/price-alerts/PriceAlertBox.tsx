import { PRICE_ALERT_NO_PRICE, type PriceAlert, type Product } from '@app/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { InlineLoadFailure } from '@/components/ui/StatusBlock';
import { formatPrice, shownPrice } from '@/features/products';
import { useAction } from '@/hooks/use-action';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { deletePriceAlert, fetchPriceAlerts, setPriceAlert } from './api';

/** The list with this product's alert replaced by `alert` (or removed, for null). */
const withAlert = (alerts: PriceAlert[], productId: string, alert: PriceAlert | null) => [
  ...(alert ? [alert] : []),
  ...alerts.filter((item) => item.product_id !== productId),
];

/** A member's 'Tell me below $X' for one product: read from their alerts, then set, changed, re-armed or deleted. */
export function PriceAlertBox({ product }: { product: Product }) {
  const alerts = useLoad((signal) => fetchPriceAlerts(signal), []);
  if (alerts.state.status === 'loading') return <p className="price-alert">Checking your price alerts...</p>;
  if (alerts.state.status === 'error') {
    return (
      <InlineLoadFailure
        className="price-alert"
        text="Couldn't load your price alerts."
        onRetry={alerts.reload}
      />
    );
  }
  const alert = alerts.state.value.find((item) => item.product_id === product._id) ?? null;
  return (
    <ProductAlert
      product={product}
      alert={alert}
      onChange={(next) => alerts.update((list) => withAlert(list, product._id, next))}
    />
  );
}

interface ProductAlertProps {
  product: Product;
  alert: PriceAlert | null;
  onChange: (alert: PriceAlert | null) => void;
}

/** Where focus goes after a member's action replaces what they acted on (so a keyboard user is not dropped). */
type FocusAfter = 'state' | 'input' | null;

function ProductAlert({ product, alert, onChange }: ProductAlertProps) {
  const [editing, setEditing] = useState(false);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  // Saved or cancelled: the alert's state again, focus on it.
  const backToState = () => {
    setEditing(false);
    setFocusAfter('state');
  };

  if (alert && !editing) {
    return (
      <AlertState
        alert={alert}
        focus={focusAfter === 'state'}
        onEdit={() => {
          setEditing(true);
          setFocusAfter('input');
        }}
        onDeleted={() => {
          onChange(null);
          setFocusAfter('input');
        }}
      />
    );
  }
  if (!alert && !((shownPrice(product) ?? 0) > 0))
    return <p className="price-alert">{PRICE_ALERT_NO_PRICE}</p>;
  return (
    <AlertForm
      productId={product._id}
      initial={alert ? alert.below.toFixed(2) : ''}
      focus={focusAfter === 'input'}
      onSaved={(saved) => {
        onChange(saved);
        backToState();
      }}
      {...(alert ? { onCancel: backToState } : {})}
    />
  );
}

interface AlertFormProps {
  productId: string;
  /** The price typed in at first (an alert's, when changing or re-arming it). */
  initial: string;
  focus: boolean;
  onSaved: (alert: PriceAlert) => void;
  onCancel?: () => void;
}

/** 'Tell me below $[ ] Set alert': the server checks the price and says what is wrong in its own words. */
function AlertForm({ productId, initial, focus, onSaved, onCancel }: AlertFormProps) {
  const [text, setText] = useState(initial);
  const { busy, error, run } = useAction();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(
      async () => onSaved(await setPriceAlert(productId, text)),
      'Could not set the alert. Try again.',
    );
    if (!saved) input.current?.focus();
  };

  return (
    <form className="price-alert price-alert--form" aria-label="Price alert" noValidate onSubmit={submit}>
      <label htmlFor={inputId} className="price-alert__label">
        <span aria-hidden="true">🔔 </span>Tell me below
      </label>
      <span className="form-field__control price-alert__money">
        <span aria-hidden="true">$</span>
        <input
          ref={input}
          id={inputId}
          className="price-alert__input"
          inputMode="decimal"
          autoComplete="off"
          size={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </span>
      <BusyButton type="submit" className="btn btn--gradient btn--sm" busy={busy} busyLabel="Setting...">
        {onCancel ? 'Save' : 'Set alert'}
      </BusyButton>
      {onCancel ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className="form-alert price-alert__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

interface AlertStateProps {
  alert: PriceAlert;
  focus: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

/** The armed alert (its price, Change, Delete), or the fired one (when, Set it again, Delete). */
function AlertState({ alert, focus, onEdit, onDeleted }: AlertStateProps) {
  const { busy, error, run } = useAction();
  const state = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) state.current?.focus();
  }, [focus]);

  const remove = () =>
    run(async () => {
      await deletePriceAlert(alert.id);
      onDeleted();
    }, 'Could not delete the alert. Try again.');

  const below = <strong>{formatPrice(alert.below)}</strong>;
  return (
    <div className={`price-alert price-alert--${alert.fired_at ? 'fired' : 'armed'}`}>
      <p ref={state} className="price-alert__state" tabIndex={-1}>
        {alert.fired_at ? (
          <>
            <span aria-hidden="true">✅ </span>It dropped below {below} on {formatDate(alert.fired_at)}. Set
            the alert again to hear of the next drop.
          </>
        ) : (
          <>
            <span aria-hidden="true">🔔 </span>We'll tell you when it drops below {below}.
          </>
        )}
      </p>
      <button type="button" className="btn btn--outline btn--sm" onClick={onEdit}>
        {alert.fired_at ? 'Set it again' : 'Change price'}
      </button>
      <BusyButton
        type="button"
        className="btn btn--ghost btn--sm"
        busy={busy}
        busyLabel="Deleting..."
        onClick={remove}
      >
        Delete alert
      </BusyButton>
      <FormAlert text={error} />
    </div>
  );
}

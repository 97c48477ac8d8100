import type { AmazonRefreshRun, Product } from '@app/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fetchRefreshRun, startRefresh, updateAdminProduct } from './api';
import { splitList } from './product-form';
import { describeRun, isFinished } from './refresh-run';

/** The edit panel closes this long after a save (product spec 2 §9). */
export const EDIT_PANEL_CLOSE_MS = 2000;
const REFRESH_POLL_MS = 1000;

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

interface Props {
  product: Product;
  /** The product changed on the server: the page loads it again. */
  onChanged(): void;
}

/**
 * A product page's admin controls (product spec 2 §2), shown to admins only (the server checks again):
 * 'Edit Product (Admin)' opens a panel of the product's fields and the admin password; Amazon products with an
 * ASIN also get 'Refresh Amazon Data (Admin)', a dialog that asks for the password, queues a refresh and shows
 * its progress until it is done or failed.
 */
export function ProductAdminControls({ product, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  return (
    <section className="product-admin" aria-label="Admin controls">
      <div className="product-admin__buttons">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => setEditing(!editing)}>
          Edit Product (Admin)
        </button>
        {product.source === 'amazon' && product.asin ? (
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setRefreshing(true)}>
            Refresh Amazon Data (Admin)
          </button>
        ) : null}
      </div>
      {editing ? <EditPanel product={product} onSaved={onChanged} onClose={() => setEditing(false)} /> : null}
      {refreshing && product.asin ? (
        <RefreshDialog asin={product.asin} onFinished={onChanged} onClose={() => setRefreshing(false)} />
      ) : null}
    </section>
  );
}

function EditPanel({ product, onSaved, onClose }: { product: Product; onSaved(): void; onClose(): void }) {
  const [fields, setFields] = useState({
    name: product.name,
    description: product.description,
    price: product.price === null ? '' : String(product.price),
    imageUrl: product.imageUrl,
    images: product.images.join(', '),
    categories: product.categories.join(', '),
    affiliateUrl: product.affiliateUrl === '#' ? '' : product.affiliateUrl,
    viralFactor: product.viralFactor,
  });
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const baseId = useId();
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);

  const field = (name: keyof typeof fields, label: string, type = 'text') => (
    <TextField
      id={`${baseId}-${name}`}
      label={label}
      type={type}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setStatus({ kind: 'error', text: 'Admin password is required' });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const price = Number.parseFloat(fields.price);
      await updateAdminProduct(password, product.asin ?? product._id, {
        name: fields.name.trim(),
        description: fields.description.trim(),
        price: Number.isFinite(price) ? price : 0,
        imageUrl: fields.imageUrl.trim(),
        images: splitList(fields.images),
        categories: splitList(fields.categories),
        affiliateUrl: fields.affiliateUrl.trim(),
        viralFactor: fields.viralFactor.trim(),
      });
      setStatus({ kind: 'success', text: 'Product updated successfully!' });
      onSaved();
      closeTimer.current = setTimeout(onClose, EDIT_PANEL_CLOSE_MS);
    } catch (failure) {
      setStatus({
        kind: 'error',
        text: isNetworkFailure(failure)
          ? 'Error updating product'
          : errorMessage(failure, 'Failed to update product'),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="product-admin__panel" aria-label="Edit product" onSubmit={onSubmit} noValidate>
      {field('name', 'Name')}
      {field('description', 'Description')}
      {field('price', 'Price', 'number')}
      {field('imageUrl', 'Image URL', 'url')}
      {field('images', 'Images (comma-separated)')}
      {field('categories', 'Categories (comma-separated)')}
      {field('affiliateUrl', 'Product URL (Affiliate URL)', 'url')}
      {field('viralFactor', 'Viral factor')}
      <TextField
        id={`${baseId}-password`}
        label="Admin password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {status ? (
        <p
          className={`admin-notice admin-notice--${status.kind}`}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
      <div className="product-admin__buttons">
        <BusyButton type="submit" className="btn btn--primary btn--sm" busy={saving} busyLabel="Saving…">
          Save Product
        </BusyButton>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function RefreshDialog({ asin, onFinished, onClose }: { asin: string; onFinished(): void; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'open' | 'refreshing' | 'success'>('open');
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<AmazonRefreshRun | null>(null);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const passwordId = useId();
  useEffect(() => () => clearTimeout(pollTimer.current ?? undefined), []);

  const follow = (current: AmazonRefreshRun) => {
    setRun(current);
    if (isFinished(current)) {
      onFinished();
      return;
    }
    pollTimer.current = setTimeout(async () => {
      try {
        follow((await fetchRefreshRun(password, current.id)).run);
      } catch {
        follow(current);
      }
    }, REFRESH_POLL_MS);
  };

  const onRefresh = async () => {
    setState('refreshing');
    setError(null);
    try {
      const answer = await startRefresh(password, asin);
      setState('success');
      follow(answer.run);
    } catch (failure) {
      setState('open');
      setError(
        isNetworkFailure(failure)
          ? 'Network error while refreshing product'
          : errorMessage(failure, 'Failed to refresh product'),
      );
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Refresh Amazon Data"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Close
          </button>
          {state === 'success' ? null : (
            <BusyButton
              type="button"
              className="btn btn--primary"
              busy={state === 'refreshing'}
              busyLabel="Refreshing…"
              disabled={!password}
              onClick={() => void onRefresh()}
            >
              Refresh
            </BusyButton>
          )}
        </>
      }
    >
      {state === 'success' ? (
        <div role="status" aria-live="polite">
          <p>Product refresh triggered successfully! Data will update in a few seconds.</p>
          {run ? <p className="admin-refresh">{describeRun(run)}</p> : null}
        </div>
      ) : (
        <TextField
          id={passwordId}
          label="Admin password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

import type { AdminProductListItem, AmazonRefreshRun } from '@app/contracts';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { SITE_NAME } from '@/config/site';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import {
  createAdminProduct,
  deleteAdminProduct,
  fetchAdminAsins,
  fetchAdminProducts,
  fetchRefreshRun,
  startRefresh,
  updateAdminProduct,
} from './api';
import {
  ASIN_STATUS_TEXT,
  type AsinStatus,
  byDropDate,
  emptyForm,
  type FormErrors,
  formBody,
  formFromItem,
  type ProductForm,
  validateForm,
} from './product-form';
import { describeRun, isFinished } from './refresh-run';

/** The live ASIN check waits this long after the last keystroke (product spec 2 §9). */
export const ASIN_CHECK_DEBOUNCE_MS = 500;
/** How often a running refresh's progress is asked for. */
export const REFRESH_POLL_MS = 1000;

type Notice = { kind: 'success' | 'error'; text: string } | null;

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.field === 'password';

/**
 * /admin (product spec 2 §2): the product admin. Logged in once a non-empty admin password is entered; the
 * password stays in memory only. Lists products newest drop first; adds, edits (a changed ASIN replaces the
 * product), deletes and asks Amazon to refresh them. The server checks the password and the admin token again.
 */
export function AdminProductsPage() {
  const [password, setPassword] = useState<string | null>(null);
  const [draftPassword, setDraftPassword] = useState('');
  const [products, setProducts] = useState<AdminProductListItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<AdminProductListItem | null>(null);
  const [refreshRun, setRefreshRun] = useState<AmazonRefreshRun | null>(null);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const passwordId = useId();

  useEffect(() => () => clearTimeout(pollTimer.current ?? undefined), []);

  const load = useCallback(async (current: string, announce = true) => {
    setLoading(true);
    try {
      const answer = await fetchAdminProducts(current);
      const sorted = byDropDate(answer.products);
      setProducts(sorted);
      if (announce) setNotice({ kind: 'success', text: `Loaded ${sorted.length} products.` });
    } catch (failure) {
      if (isWrongPassword(failure)) {
        setPassword(null);
        setProducts(null);
        setNotice({ kind: 'error', text: 'Admin Password session error. Please re-login.' });
      } else if (isNetworkFailure(failure)) {
        setNotice({ kind: 'error', text: 'Network error while loading products.' });
      } else {
        setNotice({ kind: 'error', text: errorMessage(failure, 'Failed to load products.') });
      }
    } finally {
      setLoading(false);
    }
  }, []);

  const onLogin = (event: FormEvent) => {
    event.preventDefault();
    if (!draftPassword) {
      setNotice({ kind: 'error', text: 'Admin Password is required to load products.' });
      return;
    }
    setPassword(draftPassword);
    setDraftPassword('');
    void load(draftPassword);
  };
  const onLogout = () => {
    setPassword(null);
    setProducts(null);
    setEditing(null);
    setNotice(null);
    setRefreshRun(null);
    clearTimeout(pollTimer.current ?? undefined);
  };
  // A refresh's progress, asked for every second until it is done or failed; then the list reloads (instead of
  // the original's blind reload after 5 seconds).
  const follow = (current: string, run: AmazonRefreshRun) => {
    setRefreshRun(run);
    clearTimeout(pollTimer.current ?? undefined);
    if (isFinished(run)) {
      void load(current, false);
      return;
    }
    pollTimer.current = setTimeout(async () => {
      try {
        follow(current, (await fetchRefreshRun(current, run.id)).run);
      } catch {
        pollTimer.current = setTimeout(() => follow(current, run), REFRESH_POLL_MS);
      }
    }, REFRESH_POLL_MS);
  };

  const onDelete = async (item: AdminProductListItem) => {
    if (!password) return;
    if (!window.confirm(`Delete "${item.title}"? This cannot be undone.`)) return;
    const key = item.asin ?? formFromItem(item)._id;
    try {
      await deleteAdminProduct(password, key);
      setNotice({ kind: 'success', text: `Product "${item.title}" deleted successfully!` });
      if (editing === item) setEditing(null);
      void load(password, false);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure, 'Failed to delete product.') });
    }
  };
  const onRefresh = async (item: AdminProductListItem | null) => {
    if (!password) return;
    try {
      const { run } = await startRefresh(password, item?.asin ?? null);
      setNotice({ kind: 'success', text: 'Amazon data refresh started successfully!' });
      follow(password, run);
    } catch (failure) {
      const fallback = item ? 'Failed to refresh product.' : 'Failed to refresh Amazon data.';
      setNotice({ kind: 'error', text: errorMessage(failure, fallback) });
    }
  };

  return (
    <>
      <title>{`Products | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Product Admin</h1>
      {notice ? (
        <p
          className={`admin-notice admin-notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      {password === null ? (
        <form className="admin-login" aria-label="Admin login" onSubmit={onLogin}>
          <TextField
            id={passwordId}
            label="Admin Password"
            type="password"
            autoComplete="current-password"
            value={draftPassword}
            onChange={(event) => setDraftPassword(event.target.value)}
          />
          <button type="submit" className="btn btn--primary">
            Log In
          </button>
        </form>
      ) : (
        <>
          <div className="admin-toolbar">
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void onRefresh(null)}>
              Refresh All Amazon Products
            </button>
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void load(password)}>
              Reload List
            </button>
            <button type="button" className="btn btn--outline btn--sm" onClick={onLogout}>
              Log Out
            </button>
          </div>
          {refreshRun ? (
            <p className="admin-refresh" role="status" aria-live="polite">
              {describeRun(refreshRun)}
            </p>
          ) : null}
          <ProductFormPanel
            key={editing ? `edit-${formFromItem(editing)._id}` : 'add'}
            password={password}
            editing={editing}
            products={products ?? []}
            onCancelEdit={() => setEditing(null)}
            onSaved={(text) => {
              setNotice({ kind: 'success', text });
              setEditing(null);
              void load(password, false);
            }}
            onFailed={(text) => setNotice({ kind: 'error', text })}
          />
          <ProductTable
            products={products}
            loading={loading}
            onEdit={(item) => {
              setEditing(item);
              setNotice(null);
            }}
            onDelete={(item) => void onDelete(item)}
            onRefresh={(item) => void onRefresh(item)}
          />
        </>
      )}
    </>
  );
}

function ProductTable({
  products,
  loading,
  onEdit,
  onDelete,
  onRefresh,
}: {
  products: AdminProductListItem[] | null;
  loading: boolean;
  onEdit(item: AdminProductListItem): void;
  onDelete(item: AdminProductListItem): void;
  onRefresh(item: AdminProductListItem): void;
}) {
  if (products === null) return loading ? <p role="status">Loading products…</p> : null;
  if (products.length === 0) return <p>No products yet. Add the first one above.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Products, newest drop first</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Source</th>
            <th scope="col">Drop date</th>
            <th scope="col">Updated</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((item) => {
            const data = formFromItem(item);
            return (
              <tr key={data._id}>
                <th scope="row">
                  <a href={`/product/${encodeURIComponent(data._id)}`}>{item.title}</a>
                  <span className="admin-table__sub">{item.asin ?? data._id}</span>
                </th>
                <td>{item.price === null ? '—' : `$${item.price.toFixed(2)}`}</td>
                <td>{data.source}</td>
                <td>{data.dropDate}</td>
                <td>{item.lastUpdated ? formatDate(item.lastUpdated) : '—'}</td>
                <td className="admin-table__actions">
                  <button type="button" className="btn btn--outline btn--sm" onClick={() => onEdit(item)}>
                    Edit <span className="visually-hidden">{item.title}</span>
                  </button>
                  {data.source === 'amazon' && item.asin ? (
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      onClick={() => onRefresh(item)}
                    >
                      Refresh <span className="visually-hidden">{item.title}</span>
                    </button>
                  ) : null}
                  <button type="button" className="btn btn--danger btn--sm" onClick={() => onDelete(item)}>
                    Delete <span className="visually-hidden">{item.title}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const FIELD_LABELS: Array<[keyof ProductForm, string, string?]> = [
  ['name', 'Name'],
  ['description', 'Description'],
  ['price', 'Price', 'number'],
  ['asin', 'ASIN'],
  ['affiliateUrl', 'Product URL (Affiliate URL)', 'url'],
  ['imageUrl', 'Image URL', 'url'],
  ['images', 'Images (comma-separated)'],
  ['categories', 'Categories (comma-separated)'],
  ['viralFactor', 'Viral factor'],
  ['dropDate', 'Drop date', 'date'],
  ['availability', 'Availability'],
];

function ProductFormPanel({
  password,
  editing,
  products,
  onCancelEdit,
  onSaved,
  onFailed,
}: {
  password: string;
  editing: AdminProductListItem | null;
  products: AdminProductListItem[];
  onCancelEdit(): void;
  onSaved(message: string): void;
  onFailed(message: string): void;
}) {
  const isNew = editing === null;
  const [form, setForm] = useState<ProductForm>(() => (editing ? formFromItem(editing) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [asinStatus, setAsinStatus] = useState<AsinStatus>(editing?.asin ? 'current' : 'idle');
  const baseId = useId();
  const errorId = `${baseId}-errors`;
  const asin = form.asin.trim().toUpperCase();

  // The live ASIN check (product spec 2 §2): against the loaded list, then the server's ASIN list.
  useEffect(() => {
    if (!asin) return setAsinStatus('idle');
    if (editing?.asin === asin) return setAsinStatus('current');
    setAsinStatus('checking');
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      if (products.some((item) => item.asin === asin)) return setAsinStatus('in-use');
      try {
        const { asins } = await fetchAdminAsins(password, controller.signal);
        setAsinStatus(asins.includes(asin) ? 'in-use' : 'available');
      } catch {
        if (!controller.signal.aborted) setAsinStatus('unverified');
      }
    }, ASIN_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asin, editing, products, password]);

  const set = (field: keyof ProductForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form, { isNew, asinStatus });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummary('Please correct the errors in the form.');
      return;
    }
    setSummary(null);
    if (editing && form.source === 'amazon' && !editing.asin && !asin) {
      onFailed('Cannot update Amazon product: Missing ASIN. Please contact support.');
      return;
    }
    setSaving(true);
    try {
      if (editing) {
        const key = editing.asin ?? formFromItem(editing)._id;
        const answer = await updateAdminProduct(password, key, formBody(form));
        onSaved(
          answer.replaced
            ? `ASIN updated! Product "${answer.product.name}" created with new ASIN.`
            : `Product "${answer.product.name}" updated successfully!`,
        );
      } else {
        const answer = await createAdminProduct(password, formBody(form));
        setForm(emptyForm());
        onSaved(`Product "${answer.product.name}" added successfully!`);
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.field && failure.field in form) {
        setErrors({ [failure.field]: failure.message });
        setSummary('Please correct the errors in the form.');
      } else if (isNetworkFailure(failure)) {
        onFailed('Network error while saving product.');
      } else {
        // A changed ASIN replaces the product (one transaction on the server): its failure is the new one's.
        const replacing = editing?.asin && asin && asin !== editing.asin;
        onFailed(
          errorMessage(
            failure,
            replacing ? 'Failed to create product with new ASIN.' : 'Failed to update product.',
          ),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: keyof ProductForm) => ({
    id: `${baseId}-${field}`,
    value: form[field],
    invalid: Boolean(errors[field]),
    errorId,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form
      className="admin-product-form"
      aria-label={isNew ? 'Add product' : 'Edit product'}
      onSubmit={onSubmit}
      noValidate
    >
      <h2>{isNew ? 'Add New Product' : `Edit "${editing.title}"`}</h2>
      {isNew ? null : (
        <button type="button" className="btn btn--outline btn--sm" onClick={onCancelEdit}>
          Switch to Add New Product Mode
        </button>
      )}
      <div id={errorId} role="alert" className="admin-form-errors">
        {summary ? <p>{summary}</p> : null}
        {Object.values(errors).length > 0 ? (
          <ul>
            {Object.entries(errors).map(([field, text]) => (
              <li key={field}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="admin-product-form__grid">
        {isNew ? <TextField label="Product ID (Custom)" {...fieldProps('_id')} /> : null}
        <div className="form-field">
          <label htmlFor={`${baseId}-source`} className="form-field__label">
            Source
          </label>
          <select
            id={`${baseId}-source`}
            value={form.source}
            onChange={(event) => set('source', event.target.value)}
          >
            <option value="amazon">amazon</option>
            <option value="other">other</option>
          </select>
        </div>
        {FIELD_LABELS.map(([field, label, type]) => (
          <TextField
            key={field}
            label={label}
            type={type ?? 'text'}
            {...(type === 'number' ? { min: 0, step: 0.01 } : {})}
            {...(field === 'asin' && asinStatus !== 'idle'
              ? { hint: <span data-asin-status={asinStatus}>{ASIN_STATUS_TEXT[asinStatus]}</span> }
              : {})}
            {...fieldProps(field)}
          />
        ))}
      </div>
      <BusyButton type="submit" className="btn btn--primary" busy={saving} busyLabel="Saving…">
        {isNew ? 'Add Product' : 'Save Changes'}
      </BusyButton>
    </form>
  );
}

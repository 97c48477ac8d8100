import { type FormEvent, useState } from 'react';
import { SITE_NAME } from '@/config/site';
import { AdminPasswordField } from './AdminPasswordField';
import { NoticeText } from './Notice';
import { ProductFormPanel } from './ProductFormPanel';
import { ProductTable } from './ProductTable';
import { formFromItem } from './product-form';
import { describeRun } from './refresh-run';
import { type ProductAdmin, useProductAdmin } from './use-product-admin';

/** The password login: the admin is logged in to the product admin once a non-empty password is entered. */
function PasswordLogin({ onLogIn }: { onLogIn: (password: string) => void }) {
  const [draftPassword, setDraftPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onLogIn(draftPassword);
  };
  return (
    <form className="admin-login" aria-label="Admin login" onSubmit={onSubmit}>
      <AdminPasswordField label="Admin Password" value={draftPassword} onChange={setDraftPassword} />
      <button type="submit" className="btn btn--primary">
        Log In
      </button>
    </form>
  );
}

/** Logged in: the toolbar, a refresh's progress, the product form and the list. */
function ProductAdminSession({ admin, password }: { admin: ProductAdmin; password: string }) {
  const { editing, setEditing, setNotice, load } = admin;
  return (
    <>
      <div className="admin-toolbar">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => void admin.refreshFromAmazon(null)}
        >
          Refresh All Amazon Products
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void load(password)}>
          Reload List
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={admin.logOut}>
          Log Out
        </button>
      </div>
      {admin.refreshRun ? (
        <p className="admin-refresh" role="status" aria-live="polite">
          {describeRun(admin.refreshRun)}
        </p>
      ) : null}
      <ProductFormPanel
        key={editing ? `edit-${formFromItem(editing)._id}` : 'add'}
        password={password}
        editing={editing}
        products={admin.products ?? []}
        onCancelEdit={() => setEditing(null)}
        onSaved={(text) => {
          setNotice({ kind: 'success', text });
          setEditing(null);
          void load(password, false);
        }}
        onFailed={(text) => setNotice({ kind: 'error', text })}
      />
      <ProductTable
        products={admin.products}
        loading={admin.loading}
        onEdit={(item) => {
          setEditing(item);
          setNotice(null);
        }}
        onDelete={(item) => void admin.remove(item)}
        onRefresh={(item) => void admin.refreshFromAmazon(item)}
      />
    </>
  );
}

/**
 * /admin (product spec 2 §2): the product admin. Logged in once a non-empty admin password is entered; the
 * password stays in memory only. Lists products newest drop first; adds, edits (a changed ASIN replaces the
 * product), deletes and asks Amazon to refresh them. The server checks the password and the admin token again.
 */
export function AdminProductsPage() {
  const admin = useProductAdmin();
  return (
    <>
      <title>{`Products | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Product Admin</h1>
      <NoticeText notice={admin.notice} />
      {admin.password === null ? (
        <PasswordLogin onLogIn={admin.logIn} />
      ) : (
        <ProductAdminSession admin={admin} password={admin.password} />
      )}
    </>
  );
}

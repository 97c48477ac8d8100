import type { AdminProductListItem } from '@app/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { createAdminProduct, fetchAdminAsins, updateAdminProduct } from './api';
import {
  type AsinStatus,
  emptyForm,
  type FormErrors,
  formBody,
  formFromItem,
  type ProductForm,
  validateForm,
} from './product-form';
import { isNetworkFailure, productKey } from './use-product-admin';

/** The live ASIN check waits this long after the last keystroke (product spec 2 §9). */
const ASIN_CHECK_DEBOUNCE_MS = 500;
const CORRECT_ERRORS = 'Please correct the errors in the form.';

interface ProductFormContext {
  password: string;
  /** The product being edited; null for a new one. */
  editing: AdminProductListItem | null;
  /** The loaded list, which the ASIN check looks in first. */
  products: AdminProductListItem[];
  onSaved(message: string): void;
  onFailed(message: string): void;
}

/** The live ASIN check (product spec 2 §2): against the loaded list, then the server's ASIN list. */
function useAsinStatus(asin: string, { password, editing, products }: ProductFormContext) {
  const [asinStatus, setAsinStatus] = useState<AsinStatus>(editing?.asin ? 'current' : 'idle');
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
  return asinStatus;
}

/** Sends the form, an edit of `editing` or a new product; answers what to tell the admin. */
async function saveProduct(password: string, editing: AdminProductListItem | null, form: ProductForm) {
  if (editing) {
    const answer = await updateAdminProduct(password, productKey(editing), formBody(form));
    return answer.replaced
      ? `ASIN updated! Product "${answer.product.name}" created with new ASIN.`
      : `Product "${answer.product.name}" updated successfully!`;
  }
  const answer = await createAdminProduct(password, formBody(form));
  return `Product "${answer.product.name}" added successfully!`;
}

/**
 * The product form's state (product spec 2 §2, §5): its values, their errors (the browser's checks first, then
 * the server's on its field), the ASIN check, and saving.
 */
export function useProductForm(context: ProductFormContext) {
  const { password, editing, onSaved, onFailed } = context;
  const [form, setForm] = useState<ProductForm>(() => (editing ? formFromItem(editing) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const asin = form.asin.trim().toUpperCase();
  const asinStatus = useAsinStatus(asin, context);

  const set = (field: keyof ProductForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onFailure = (failure: unknown) => {
    if (failure instanceof ApiError && failure.field && failure.field in form) {
      setErrors({ [failure.field]: failure.message });
      setSummary(CORRECT_ERRORS);
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
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form, { isNew: editing === null, asinStatus });
    setErrors(found);
    if (Object.keys(found).length > 0) return setSummary(CORRECT_ERRORS);
    setSummary(null);
    if (editing && form.source === 'amazon' && !editing.asin && !asin) {
      return onFailed('Cannot update Amazon product: Missing ASIN. Please contact support.');
    }
    setSaving(true);
    try {
      const message = await saveProduct(password, editing, form);
      if (!editing) setForm(emptyForm());
      onSaved(message);
    } catch (failure) {
      onFailure(failure);
    } finally {
      setSaving(false);
    }
  };
  return { form, set, errors, summary, saving, asinStatus, onSubmit };
}

import type { Product } from '@app/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api-client';
import { AdminPasswordField } from './AdminPasswordField';
import { updateAdminProduct } from './api';
import { textFieldProps } from './field-props';
import { type Notice, NoticeText } from './Notice';
import { splitList } from './product-form';
import { isNetworkFailure } from './use-product-admin';

/** The edit panel closes this long after a save (product spec 2 §9). */
const EDIT_PANEL_CLOSE_MS = 2000;

const editableFields = (product: Product) => ({
  name: product.name,
  description: product.description,
  price: product.price === null ? '' : String(product.price),
  imageUrl: product.imageUrl,
  images: product.images.join(', '),
  categories: product.categories.join(', '),
  affiliateUrl: product.affiliateUrl === '#' ? '' : product.affiliateUrl,
  viralFactor: product.viralFactor,
});
type EditableFields = ReturnType<typeof editableFields>;

const FIELD_LABELS: Array<[keyof EditableFields, string, string?]> = [
  ['name', 'Name'],
  ['description', 'Description'],
  ['price', 'Price', 'number'],
  ['imageUrl', 'Image URL', 'url'],
  ['images', 'Images (comma-separated)'],
  ['categories', 'Categories (comma-separated)'],
  ['affiliateUrl', 'Product URL (Affiliate URL)', 'url'],
  ['viralFactor', 'Viral factor'],
];

/** What the product admin is sent for the panel's fields: lists as arrays, a price a number (0 when none). */
function editBody(fields: EditableFields) {
  const price = Number.parseFloat(fields.price);
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    price: Number.isFinite(price) ? price : 0,
    imageUrl: fields.imageUrl.trim(),
    images: splitList(fields.images),
    categories: splitList(fields.categories),
    affiliateUrl: fields.affiliateUrl.trim(),
    viralFactor: fields.viralFactor.trim(),
  };
}

/** The panel's fields, the admin password, and saving them; the panel closes a while after a save. */
function useProductEdit(product: Product, onSaved: () => void, onClose: () => void) {
  const [fields, setFields] = useState(() => editableFields(product));
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setStatus({ kind: 'error', text: 'Admin password is required' });
    setSaving(true);
    setStatus(null);
    try {
      await updateAdminProduct(password, product.asin ?? product._id, editBody(fields));
      setStatus({ kind: 'success', text: 'Product updated successfully!' });
      onSaved();
      closeTimer.current = setTimeout(onClose, EDIT_PANEL_CLOSE_MS);
    } catch (failure) {
      const text = isNetworkFailure(failure)
        ? 'Error updating product'
        : errorMessage(failure, 'Failed to update product');
      setStatus({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  };
  const set = (name: keyof EditableFields, value: string) => setFields({ ...fields, [name]: value });
  return { fields, set, password, setPassword, status, saving, onSubmit };
}

/** 'Edit Product (Admin)': the product's fields and the admin password, saved through the product admin. */
export function ProductEditPanel({
  product,
  onSaved,
  onClose,
}: {
  product: Product;
  onSaved(): void;
  onClose(): void;
}) {
  const { fields, set, password, setPassword, status, saving, onSubmit } = useProductEdit(
    product,
    onSaved,
    onClose,
  );
  const baseId = useId();
  const fieldProps = textFieldProps(baseId, fields, {}, set);
  return (
    <form className="product-admin__panel" aria-label="Edit product" onSubmit={onSubmit} noValidate>
      {FIELD_LABELS.map(([name, label, type]) => (
        <TextField key={name} label={label} type={type ?? 'text'} {...fieldProps(name)} />
      ))}
      <AdminPasswordField label="Admin password" value={password} onChange={setPassword} />
      <NoticeText notice={status} />
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

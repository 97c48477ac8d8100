import type { AdminProductListItem } from '@app/contracts';
import { useId } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { FormErrors } from './FormErrors';
import { textFieldProps } from './field-props';
import { ASIN_STATUS_TEXT, type ProductForm } from './product-form';
import { useProductForm } from './use-product-form';

const FIELD_LABELS: Array<[Exclude<keyof ProductForm, 'source' | '_id'>, string, string?]> = [
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

interface ProductFormPanelProps {
  password: string;
  editing: AdminProductListItem | null;
  products: AdminProductListItem[];
  onCancelEdit(): void;
  onSaved(message: string): void;
  onFailed(message: string): void;
}

/** The product admin's form: a new product, or the edit of the one picked in the list. */
export function ProductFormPanel({ editing, onCancelEdit, ...context }: ProductFormPanelProps) {
  const { form, set, errors, summary, saving, asinStatus, onSubmit } = useProductForm({
    editing,
    ...context,
  });
  const baseId = useId();
  const fieldProps = textFieldProps(baseId, form, errors, set);
  const isNew = editing === null;
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
      <FormErrors id={`${baseId}-errors`} errors={errors} summary={summary} />
      <div className="admin-product-form__grid">
        {isNew ? <TextField label="Product ID (Custom)" {...fieldProps('_id')} /> : null}
        <SelectField
          id={`${baseId}-source`}
          label="Source"
          value={form.source}
          onChange={(event) => set('source', event.target.value)}
        >
          <option value="amazon">amazon</option>
          <option value="other">other</option>
        </SelectField>
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

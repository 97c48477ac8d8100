import { type Collection, type GiftCategory, ADMIN_CATALOGUE_TEXT as TEXT } from '@app/contracts';
import type { ReactNode } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { FileField } from '@/components/ui/FileField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { addCatalogueProduct, addCategory } from './api';
import {
  type CatalogueProductForm,
  type CategoryForm,
  categoryErrors,
  IMAGE_TYPES,
  productErrors,
} from './catalogue-forms';
import { FormErrors } from './FormErrors';
import { NoticeLine } from './Notice';
import { type CatalogueFormState, toFormData, useCatalogueForm } from './use-catalogue-form';

/** A labelled picture input for jpg, png or webp; its error is listed with the form's. */
function ImageField({
  id,
  error,
  onChange,
}: {
  id: string;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  return (
    <FileField
      id={`${id}-image`}
      label="Image (jpg, png or webp, at most 5 MB)"
      accept={IMAGE_TYPES.join(',')}
      invalid={Boolean(error)}
      errorId={`${id}-errors`}
      onChange={(event) => onChange(event.target.files?.[0] ?? null)}
    />
  );
}

/**
 * A catalogue form: its title, its errors, its fields and then the picture, the submit button (the title
 * again) and how the last submission went.
 */
function CatalogueForm({
  title,
  name,
  state,
  children,
}: {
  title: string;
  /** The form's accessible name. */
  name: string;
  state: CatalogueFormState;
  children: ReactNode;
}) {
  return (
    <form className="admin-product-form" aria-label={name} onSubmit={state.onSubmit} noValidate>
      <h3>{title}</h3>
      <FormErrors id={`${state.id}-errors`} errors={state.errors} />
      <div className="admin-product-form__grid">
        {children}
        <ImageField
          key={state.generation}
          id={state.id}
          error={state.errors.image}
          onChange={state.chooseImage}
        />
      </div>
      <BusyButton type="submit" className="btn btn--primary" busy={state.busy} busyLabel="Adding…">
        {title}
      </BusyButton>
      <NoticeLine notice={state.notice} />
    </form>
  );
}

/** Add Category: a name, a description and a picture. */
export function AddCategoryForm({ onAdded }: { onAdded: () => void }) {
  const empty: CategoryForm & { image: File | null } = { name: '', description: '', image: null };
  const state = useCatalogueForm({
    empty,
    check: categoryErrors,
    send: async (values) => {
      const { category } = await addCategory(toFormData(values));
      onAdded();
      return `Category "${category.name}" added.`;
    },
    failure: TEXT.addCategoryFailed,
  });
  const { fieldProps } = state;
  return (
    <CatalogueForm title="Add Category" name="Add category" state={state}>
      <TextField label="Name" {...fieldProps('name')} />
      <TextField label="Description" {...fieldProps('description')} />
    </CatalogueForm>
  );
}

const emptyProduct = (): CatalogueProductForm & { image: File | null } => ({
  name: '',
  description: '',
  price: '',
  category: '',
  giftCategory: '',
  affiliateUrl: '',
  image: null,
});

/** Add Product: a product from another shop with its picture, category and (optionally) gift category. */
export function AddProductForm({ categories, gifts }: { categories: Collection[]; gifts: GiftCategory[] }) {
  const state = useCatalogueForm({
    empty: emptyProduct(),
    check: productErrors,
    send: async (values) => {
      const { product } = await addCatalogueProduct(toFormData(values));
      return `Product "${product.name}" added.`;
    },
    failure: TEXT.addProductFailed,
  });
  const { fieldProps } = state;
  return (
    <CatalogueForm title="Add Product" name="Add product with image" state={state}>
      <TextField label="Name" {...fieldProps('name')} />
      <TextField label="Description" {...fieldProps('description')} />
      <TextField label="Price ($)" inputMode="decimal" {...fieldProps('price')} />
      <TextField
        label="Product link (optional)"
        type="url"
        placeholder="https://"
        {...fieldProps('affiliateUrl')}
      />
      <SelectField label="Category" required {...fieldProps('category')}>
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Gift category (optional)" {...fieldProps('giftCategory')}>
        <option value="">None</option>
        {gifts
          .filter((gift) => gift.group !== 'price')
          .map((gift) => (
            <option key={gift.id} value={gift.id}>
              {gift.name}
            </option>
          ))}
      </SelectField>
    </CatalogueForm>
  );
}

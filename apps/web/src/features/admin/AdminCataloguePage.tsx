import { type Collection, type GiftCategory, ADMIN_CATALOGUE_TEXT as TEXT } from '@app/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { TextField } from '@/components/ui/TextField';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  addCatalogueProduct,
  addCategory,
  addStarterDecksForAll,
  fetchCategories,
  fetchGiftCategories,
  initGiftCategories,
} from './api';
import {
  type CatalogueProductForm,
  type CategoryForm,
  categoryErrors,
  IMAGE_TYPES,
  productErrors,
  starterDecksSummary,
} from './catalogue-forms';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The server's words for a failed call; an ended session asks to log in again. */
const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.status === 401 ? TEXT.logInFirst : errorMessage(failure, fallback);

function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <div role="status" aria-live="polite">
      {notice ? <p className={`admin-notice admin-notice--${notice.kind}`}>{notice.text}</p> : null}
    </div>
  );
}

/** A labelled picture input for jpg, png or webp; its error is shown under it. */
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
    <div className={`form-field${error ? ' is-invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        Image (jpg, png or webp, at most 5 MB)
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** A form's submit button and, under it, how the last submission went. */
function SubmitRow({ label, busy, notice }: { label: string; busy: boolean; notice: Notice }) {
  return (
    <>
      <BusyButton type="submit" className="btn btn--primary" busy={busy} busyLabel="Adding…">
        {label}
      </BusyButton>
      <NoticeLine notice={notice} />
    </>
  );
}

/** The errors of a form, listed where a screen reader hears them. */
function FormErrors({ id, errors }: { id: string; errors: Partial<Record<string, string>> }) {
  const texts = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div id={id} role="alert" className="admin-form-errors">
      {texts.length > 0 ? (
        <ul>
          {texts.map(([field, text]) => (
            <li key={field}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Sends a form and says how it went; `check` finds what the browser can tell before sending. */
function useCatalogueForm<Form extends object>(
  empty: Form,
  check: (form: Form) => Partial<Record<keyof Form, string>>,
  send: (form: Form) => Promise<string>,
  failure: string,
) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the form's file input, clearing its chosen file after a success.
  const [generation, setGeneration] = useState(0);

  const set = <K extends keyof Form>(field: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: await send(form) });
      setForm(empty);
      setGeneration((n) => n + 1);
    } catch (caught) {
      if (caught instanceof ApiError && caught.field) setErrors({ [caught.field]: caught.message });
      setNotice({ kind: 'error', text: failureText(caught, failure) });
    } finally {
      setBusy(false);
    }
  };
  return { form, set, errors, notice, busy, generation, onSubmit };
}

/** The form's values as multipart: its file, and its text fields trimmed (blank ones left out). */
const toFormData = (fields: object) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) data.append(name, value);
    else if (typeof value === 'string' && value.trim()) data.append(name, value.trim());
  }
  return data;
};

function AddCategoryForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const empty: CategoryForm & { image: File | null } = { name: '', description: '', image: null };
  const { form, set, errors, notice, busy, generation, onSubmit } = useCatalogueForm(
    empty,
    categoryErrors,
    async (values) => {
      const { category } = await addCategory(toFormData(values));
      onAdded();
      return `Category "${category.name}" added.`;
    },
    TEXT.addCategoryFailed,
  );
  return (
    <form className="admin-product-form" aria-label="Add category" onSubmit={onSubmit} noValidate>
      <h3>Add Category</h3>
      <FormErrors id={`${id}-errors`} errors={errors} />
      <div className="admin-product-form__grid">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={form.name}
          invalid={Boolean(errors.name)}
          errorId={`${id}-errors`}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          id={`${id}-description`}
          label="Description"
          value={form.description}
          invalid={Boolean(errors.description)}
          errorId={`${id}-errors`}
          onChange={(event) => set('description', event.target.value)}
        />
        <ImageField
          key={generation}
          id={`${id}-image`}
          error={errors.image}
          onChange={(file) => set('image', file)}
        />
      </div>
      <SubmitRow label="Add Category" busy={busy} notice={notice} />
    </form>
  );
}

function AddProductForm({ categories, gifts }: { categories: Collection[]; gifts: GiftCategory[] }) {
  const id = useId();
  const empty: CatalogueProductForm & { image: File | null } = {
    name: '',
    description: '',
    price: '',
    category: '',
    giftCategory: '',
    affiliateUrl: '',
    image: null,
  };
  const { form, set, errors, notice, busy, generation, onSubmit } = useCatalogueForm(
    empty,
    productErrors,
    async (values) => {
      const { product } = await addCatalogueProduct(toFormData(values));
      return `Product "${product.name}" added.`;
    },
    TEXT.addProductFailed,
  );
  const field = (
    name: 'name' | 'description' | 'price' | 'affiliateUrl',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={form[name]}
      invalid={Boolean(errors[name])}
      errorId={`${id}-errors`}
      onChange={(event) => set(name, event.target.value)}
      {...extra}
    />
  );
  const taggable = gifts.filter((gift) => gift.group !== 'price');
  return (
    <form className="admin-product-form" aria-label="Add product with image" onSubmit={onSubmit} noValidate>
      <h3>Add Product</h3>
      <FormErrors id={`${id}-errors`} errors={errors} />
      <div className="admin-product-form__grid">
        {field('name', 'Name')}
        {field('description', 'Description')}
        {field('price', 'Price ($)', { inputMode: 'decimal' })}
        {field('affiliateUrl', 'Product link (optional)', { type: 'url', placeholder: 'https://' })}
        <div className={`form-field${errors.category ? ' is-invalid' : ''}`}>
          <label htmlFor={`${id}-category`} className="form-field__label">
            Category
          </label>
          <select
            id={`${id}-category`}
            required
            value={form.category}
            aria-invalid={errors.category ? true : undefined}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className={`form-field${errors.giftCategory ? ' is-invalid' : ''}`}>
          <label htmlFor={`${id}-gift`} className="form-field__label">
            Gift category (optional)
          </label>
          <select
            id={`${id}-gift`}
            value={form.giftCategory}
            onChange={(event) => set('giftCategory', event.target.value)}
          >
            <option value="">None</option>
            {taggable.map((gift) => (
              <option key={gift.id} value={gift.id}>
                {gift.name}
              </option>
            ))}
          </select>
        </div>
        <ImageField
          key={generation}
          id={`${id}-image`}
          error={errors.image}
          onChange={(file) => set('image', file)}
        />
      </div>
      <SubmitRow label="Add Product" busy={busy} notice={notice} />
    </form>
  );
}

/** A button for a one-click admin action, with its result under it. */
function ActionButton({
  label,
  busyLabel,
  run,
}: {
  label: string;
  busyLabel: string;
  run: () => Promise<Notice>;
}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const onClick = async () => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await run());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <BusyButton
        type="button"
        className="btn btn--gradient btn--sm"
        busy={busy}
        busyLabel={busyLabel}
        onClick={onClick}
      >
        {label}
      </BusyButton>
      <NoticeLine notice={notice} />
    </>
  );
}

const GROUP_TITLES = { recipient: 'By recipient', occasion: 'By occasion', price: 'By price' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /admin-catalogue (product spec 2 §2 Admin catalogue; the path is ours): categories with pictures, products
 * with a picture, category and gift category, the gift categories' init button and the card game's
 * starter-deck action.
 */
export function AdminCataloguePage() {
  const categories = useLoad((signal) => fetchCategories(signal), []);
  const gifts = useLoad((signal) => fetchGiftCategories(signal), []);

  const runInit = async (): Promise<Notice> => {
    try {
      const { created, giftCategories } = await initGiftCategories();
      gifts.reload();
      return {
        kind: 'success',
        text:
          created > 0
            ? `Created ${created} gift categories.`
            : `All ${giftCategories.length} gift categories already exist.`,
      };
    } catch (failure) {
      return { kind: 'error', text: failureText(failure, TEXT.initFailed) };
    }
  };
  const runStarterDecks = async (): Promise<Notice> => {
    try {
      return { kind: 'success', text: starterDecksSummary(await addStarterDecksForAll()) };
    } catch (failure) {
      return { kind: 'error', text: `${TEXT.starterDecksFailed}${failureText(failure, 'please try again')}` };
    }
  };

  const loaded = categories.state.status === 'done' ? categories.state.value.collections : null;
  const giftList = gifts.state.status === 'done' ? gifts.state.value.giftCategories : [];
  return (
    <>
      <title>{`Catalogue | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Catalogue</h1>
      <Section title="Categories">
        {categories.state.status === 'loading' ? (
          <LoadingState text="Loading categories..." />
        ) : categories.state.status === 'error' ? (
          <LoadFailedState
            text={errorMessage(categories.state.error, 'Failed to load categories.')}
            onRetry={categories.reload}
          />
        ) : (
          <ul className="admin-category-list" aria-label="Categories">
            {categories.state.value.collections.map((category) => (
              <li key={category.id} className="admin-category">
                {category.imageUrl ? (
                  <img src={category.imageUrl} alt="" width={48} height={48} loading="lazy" />
                ) : (
                  <span className="admin-category__emoji" aria-hidden="true">
                    {category.emoji || '🗂️'}
                  </span>
                )}
                <span>
                  <strong>{category.name}</strong>
                  <span className="admin-table__sub">/{category.slug}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <AddCategoryForm onAdded={categories.reload} />
      </Section>
      <Section title="Products">
        {loaded ? <AddProductForm categories={loaded} gifts={giftList} /> : null}
      </Section>
      <Section title="Gift Categories">
        {gifts.state.status === 'loading' ? (
          <LoadingState text="Loading gift categories..." />
        ) : gifts.state.status === 'error' ? (
          <LoadFailedState
            text={errorMessage(gifts.state.error, 'Failed to load gift categories.')}
            onRetry={gifts.reload}
          />
        ) : giftList.length === 0 ? (
          <MessageState emoji="🎁" title="No gift categories yet: initialize them to open the gift finder." />
        ) : (
          <dl className="admin-gift-groups">
            {(['recipient', 'occasion', 'price'] as const).map((group) => (
              <div key={group}>
                <dt>{GROUP_TITLES[group]}</dt>
                <dd>
                  {giftList
                    .filter((gift) => gift.group === group)
                    .map((gift) => `${gift.emoji} ${gift.name}`)
                    .join(' · ')}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <ActionButton label="Initialize Gift Categories" busyLabel="Initializing…" run={runInit} />
      </Section>
      <Section title="Card Game">
        <p className="admin-muted">Give every member who has no deck the starter deck.</p>
        <ActionButton label="Add Starter Decks for All" busyLabel="Adding decks…" run={runStarterDecks} />
      </Section>
    </>
  );
}

import {
  FLAIR_GROUPS,
  FLAIR_LABELS,
  FORUM_SECTIONS,
  POST_TEMPLATES,
  POST_TYPES,
  type PostType,
  PRODUCT_POST_TYPES,
  type QuickSearchAnswer,
  sectionOfCategory,
  THREAD_TITLE_MAX,
} from '@app/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { postThread, searchProductsToAttach } from './api';
import { FORUM_TEXT, withTemplate } from './forum-text';

type Product = QuickSearchAnswer['results'][number];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** /forum/new: step 1 picks the category and post type, step 2 takes the details (product spec 3 §2, §5). */
export function NewThreadPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<1 | 2>(1);
  const [category, setCategory] = useState(params.get('category') ?? '');
  const [postType, setPostType] = useState<PostType | ''>('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [templateValues, setTemplateValues] = useState<Record<string, string>>({});
  const [flairs, setFlairs] = useState<Record<string, string>>({});
  const [image, setImage] = useState<string | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = {
    category: useId(),
    type: useId(),
    title: useId(),
    content: useId(),
    image: useId(),
    product: useId(),
  };
  const template = POST_TEMPLATES[category] ?? [];
  const attachable = postType !== '' && PRODUCT_POST_TYPES.includes(postType);

  // Product search for the attachment, a moment after typing stops.
  useEffect(() => {
    const text = query.trim();
    if (!attachable || text.length < 2) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProductsToAttach(text, controller.signal).then(
        (answer) => setResults(answer.results),
        () => setResults([]),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attachable]);

  if (!loggedIn) {
    return (
      <div className="page forum-page">
        <MessageState
          emoji="✍️"
          title={FORUM_TEXT.mustLogIn}
          level={1}
          actions={
            <Link to="/login" className="btn btn--gradient">
              Log In
            </Link>
          }
        />
      </div>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!category || !postType) {
      setError('Choose a category and a post type');
      return;
    }
    setError(null);
    setStep(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !postType) return;
    setBusy(true);
    setError(null);
    try {
      const { thread } = await postThread({
        title: title.trim(),
        content: withTemplate(content, template, templateValues),
        category,
        section: sectionOfCategory(category)?.slug ?? '',
        post_type: postType,
        flairs: JSON.stringify(Object.values(flairs).filter(Boolean)),
        image_url: image,
        product_id: attachable && product ? product.id : null,
        product_data:
          attachable && product
            ? JSON.stringify({
                id: product.id,
                name: product.name,
                image: product.image_url,
                price: product.price,
                store: product.store,
              })
            : null,
      });
      navigate(`/forum/thread/${thread.id}`);
    } catch (failure) {
      setError(errorMessage(failure, FORUM_TEXT.createFailed));
      setBusy(false);
    }
  };

  return (
    <div className="page forum-page forum-new">
      <title>{`New Thread | Forum | ${SITE_NAME}`}</title>
      <header className="page-header">
        <h1 className="page-header__title">New Thread</h1>
        <p className="page-header__subtitle">Step {step} of 2</p>
      </header>
      {step === 1 ? (
        <form className="forum-form" onSubmit={next} noValidate>
          <div className="form-field">
            <label htmlFor={ids.category} className="form-field__label">
              Category
            </label>
            <div className="form-field__control">
              <select
                id={ids.category}
                value={category}
                required
                onChange={(event) => setCategory(event.target.value)}
              >
                <option value="">Choose a category</option>
                {FORUM_SECTIONS.map((section) => (
                  <optgroup key={section.slug} label={section.name}>
                    {section.categories.map((entry) => (
                      <option key={entry.slug} value={entry.slug}>
                        {entry.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </div>
          <div className="form-field">
            <label htmlFor={ids.type} className="form-field__label">
              Post type
            </label>
            <div className="form-field__control">
              <select
                id={ids.type}
                value={postType}
                required
                onChange={(event) => setPostType(event.target.value as PostType)}
              >
                <option value="">Choose a post type</option>
                {POST_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {error ? (
            <p className="form-alert" role="alert">
              {error}
            </p>
          ) : null}
          <div className="forum-form__actions">
            <Link to="/forum" className="btn btn--ghost">
              Cancel
            </Link>
            <button type="submit" className="btn btn--gradient">
              Next
            </button>
          </div>
        </form>
      ) : (
        <form className="forum-form" onSubmit={submit}>
          <div className="form-field">
            <label htmlFor={ids.title} className="form-field__label">
              Title
            </label>
            <div className="form-field__control">
              <input
                id={ids.title}
                value={title}
                required
                maxLength={THREAD_TITLE_MAX}
                onChange={(event) => setTitle(event.target.value)}
              />
            </div>
          </div>
          <div className="form-field">
            <label htmlFor={ids.content} className="form-field__label">
              Content
            </label>
            <div className="form-field__control">
              <textarea
                id={ids.content}
                rows={8}
                required
                value={content}
                onChange={(event) => setContent(event.target.value)}
              />
            </div>
            <p className="form-field__hint">
              Markdown works: **bold**, _italic_, lists and [links](https://…).
            </p>
          </div>
          {template.map((field) => (
            <TemplateInput
              key={field.name}
              field={field}
              value={templateValues[field.name] ?? ''}
              onChange={(value) => setTemplateValues((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
          <fieldset className="forum-flairs">
            <legend>Tags</legend>
            {Object.entries(FLAIR_GROUPS).map(([group, options]) => (
              <label key={group} className="forum-flair-select">
                {group.replace('_', ' ')}
                <select
                  value={flairs[group] ?? ''}
                  onChange={(event) => setFlairs((current) => ({ ...current, [group]: event.target.value }))}
                >
                  <option value="">none</option>
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {FLAIR_LABELS[option] ?? option}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
          <div className="form-field">
            <label htmlFor={ids.image} className="form-field__label">
              Image (optional)
            </label>
            <input
              id={ids.image}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setImage(file ? await readAsDataUrl(file) : null);
              }}
            />
            {image ? <img src={image} alt="" className="forum-form__preview" /> : null}
          </div>
          {attachable ? (
            <div className="form-field">
              <label htmlFor={ids.product} className="form-field__label">
                Attach a product (optional)
              </label>
              {product ? (
                <p className="forum-attached">
                  {product.name}{' '}
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => setProduct(null)}>
                    Remove
                  </button>
                </p>
              ) : (
                <>
                  <div className="form-field__control">
                    <input
                      id={ids.product}
                      type="search"
                      placeholder="Search products..."
                      value={query}
                      onChange={(event) => setQuery(event.target.value)}
                    />
                  </div>
                  {results.length > 0 ? (
                    <ul className="forum-product-results">
                      {results.map((result) => (
                        <li key={result.id}>
                          <button
                            type="button"
                            className="btn btn--ghost btn--sm"
                            onClick={() => setProduct(result)}
                          >
                            {result.name}
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              )}
            </div>
          ) : null}
          {error ? (
            <p className="form-alert" role="alert">
              {error}
            </p>
          ) : null}
          <div className="forum-form__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setStep(1)}>
              Back
            </button>
            <Link to="/forum" className="btn btn--ghost">
              Cancel
            </Link>
            <BusyButton type="submit" className="btn btn--gradient" busy={busy} busyLabel="Posting...">
              Post Thread
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}

function TemplateInput({
  field,
  value,
  onChange,
}: {
  field: { name: string; label: string; type: string; required: boolean };
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {field.label}
        {field.required ? ' *' : ''}
      </label>
      <div className="form-field__control">
        {field.type === 'textarea' ? (
          <textarea
            id={id}
            rows={3}
            required={field.required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            id={id}
            type={field.type}
            required={field.required}
            value={value}
            {...(field.type === 'number' ? { min: 1, max: 5 } : {})}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
    </div>
  );
}

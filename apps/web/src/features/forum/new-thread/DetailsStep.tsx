import {
  POST_TEMPLATES,
  type PostType,
  PRODUCT_POST_TYPES,
  sectionOfCategory,
  THREAD_TITLE_MAX,
} from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api-client';
import { postThread } from '../api';
import { FORUM_TEXT, withTemplate } from '../forum-text';
import { FlairSelects, ImageField, TemplateFields } from './DetailFields';
import { type Product, ProductAttach } from './ProductAttach';

/** What step 2 takes: the post itself, the template's values, the tags, the image and the product. */
export interface Details {
  title: string;
  content: string;
  template: Record<string, string>;
  flairs: Record<string, string>;
  image: string | null;
  product: Product | null;
}

export const NO_DETAILS: Details = {
  title: '',
  content: '',
  template: {},
  flairs: {},
  image: null,
  product: null,
};

/** The thread as the server takes it (product spec 3 §7): flairs and the product as JSON strings. */
function threadFields(category: string, postType: PostType, details: Details) {
  const product = PRODUCT_POST_TYPES.includes(postType) ? details.product : null;
  return {
    title: details.title.trim(),
    content: withTemplate(details.content, POST_TEMPLATES[category] ?? [], details.template),
    category,
    section: sectionOfCategory(category)?.slug ?? '',
    post_type: postType,
    flairs: JSON.stringify(Object.values(details.flairs).filter(Boolean)),
    image_url: details.image,
    product_id: product?.id ?? null,
    product_data: product
      ? JSON.stringify({
          id: product.id,
          name: product.name,
          image: product.image_url,
          price: product.price,
          store: product.store,
        })
      : null,
  };
}

/** Step 2: the details (kept by the page while the member goes back to step 1); posting opens the new thread. */
export function DetailsStep({
  category,
  postType,
  details,
  onChange: change,
  onBack,
}: {
  category: string;
  postType: PostType;
  details: Details;
  onChange: (change: Partial<Details>) => void;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { title: useId(), content: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { thread } = await postThread(threadFields(category, postType, details));
      navigate(`/forum/thread/${thread.id}`);
    } catch (failure) {
      setError(errorMessage(failure, FORUM_TEXT.createFailed));
      setBusy(false);
    }
  };

  return (
    <form className="forum-form" onSubmit={submit}>
      <TextField
        id={ids.title}
        label="Title"
        value={details.title}
        required
        maxLength={THREAD_TITLE_MAX}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextAreaField
        id={ids.content}
        label="Content"
        rows={8}
        required
        value={details.content}
        hint="Markdown works: **bold**, _italic_, lists and [links](https://…)."
        onChange={(event) => change({ content: event.target.value })}
      />
      <TemplateFields
        fields={POST_TEMPLATES[category] ?? []}
        values={details.template}
        onChange={(template) => change({ template })}
      />
      <FlairSelects values={details.flairs} onChange={(flairs) => change({ flairs })} />
      <ImageField image={details.image} onChange={(image) => change({ image })} />
      {PRODUCT_POST_TYPES.includes(postType) ? (
        <ProductAttach product={details.product} onChange={(product) => change({ product })} />
      ) : null}
      <FormAlert text={error} />
      <div className="forum-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
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
  );
}

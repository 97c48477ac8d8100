import type { PostType } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { CategoryOptions, PostTypeOptions } from '../ForumOptions';

/** What a new thread is: its category and post type, chosen in step 1. */
export interface ThreadKind {
  category: string;
  postType: PostType | '';
}

/** Step 1: the category and the post type; Next only with both (product spec 3 §4). */
export function KindStep({
  kind,
  onChange,
  onNext,
}: {
  kind: ThreadKind;
  onChange: (kind: ThreadKind) => void;
  onNext: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const ids = { category: useId(), type: useId() };
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!kind.category || !kind.postType) {
      setError('Choose a category and a post type');
      return;
    }
    setError(null);
    onNext();
  };
  return (
    <form className="forum-form" onSubmit={next} noValidate>
      <SelectField
        id={ids.category}
        label="Category"
        value={kind.category}
        required
        onChange={(event) => onChange({ ...kind, category: event.target.value })}
      >
        <option value="">Choose a category</option>
        <CategoryOptions />
      </SelectField>
      <SelectField
        id={ids.type}
        label="Post type"
        value={kind.postType}
        required
        onChange={(event) => onChange({ ...kind, postType: event.target.value as PostType })}
      >
        <option value="">Choose a post type</option>
        <PostTypeOptions />
      </SelectField>
      <FormAlert text={error} />
      <div className="forum-form__actions">
        <Link to="/forum" className="btn btn--ghost">
          Cancel
        </Link>
        <button type="submit" className="btn btn--gradient">
          Next
        </button>
      </div>
    </form>
  );
}

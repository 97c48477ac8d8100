import { POST_TYPE_DETAILS, POST_TYPES, type PostType } from '@app/contracts';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router-dom';
import { SelectField } from '@/components/ui/SelectField';
import { CategoryOptions } from '../ForumOptions';

/** What a new thread is: its category and post type, chosen in step 1. */
export interface ThreadKind {
  category: string;
  postType: PostType | '';
}

/** Step 1: the category (grouped by section) and the post type; Next only with both (product spec 3 §4). */
export function KindStep({
  kind,
  onChange,
  onNext,
}: {
  kind: ThreadKind;
  onChange: (kind: ThreadKind) => void;
  onNext: () => void;
}) {
  const ids = { category: useId(), hint: useId() };
  const chosen = Boolean(kind.category && kind.postType);
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onNext();
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
      <PostTypeChoice chosen={kind.postType} onChoose={(postType) => onChange({ ...kind, postType })} />
      <div className="forum-form__actions">
        {chosen ? null : (
          <p id={ids.hint} className="forum-muted forum-form__hint">
            Choose a category and a post type to continue.
          </p>
        )}
        <Link to="/forum" className="btn btn--ghost">
          Cancel
        </Link>
        <button
          type="submit"
          className="btn btn--gradient"
          disabled={!chosen}
          aria-describedby={chosen ? undefined : ids.hint}
        >
          Next
        </button>
      </div>
    </form>
  );
}

/** The post types as a labelled group of radio cards: each its icon, name and what it is for (arrow keys move). */
function PostTypeChoice({ chosen, onChoose }: { chosen: PostType | ''; onChoose: (type: PostType) => void }) {
  const name = useId();
  return (
    <fieldset className="post-types">
      <legend className="form-field__label">Post type</legend>
      <div className="post-types__options">
        {POST_TYPES.map((type) => {
          const { name: typeName, icon, description } = POST_TYPE_DETAILS[type];
          const labelId = `${name}-${type}`;
          return (
            <label key={type} className={`post-type${chosen === type ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name={name}
                value={type}
                checked={chosen === type}
                aria-labelledby={`${labelId}-name`}
                aria-describedby={`${labelId}-description`}
                onChange={() => onChoose(type)}
              />
              <span className="post-type__icon" aria-hidden="true">
                {icon}
              </span>
              <span id={`${labelId}-name`} className="post-type__name">
                {typeName}
              </span>
              <span id={`${labelId}-description`} className="post-type__description">
                {description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { FORUM_SECTIONS, POST_TYPE_DETAILS, POST_TYPES } from '@app/contracts';

/** Every category as an option, grouped by section. */
export function CategoryOptions() {
  return FORUM_SECTIONS.map((section) => (
    <optgroup key={section.slug} label={section.name}>
      {section.categories.map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.name}
        </option>
      ))}
    </optgroup>
  ));
}

/** Every post type as an option, by its name. */
export function PostTypeOptions() {
  return POST_TYPES.map((type) => (
    <option key={type} value={type}>
      {POST_TYPE_DETAILS[type].name}
    </option>
  ));
}

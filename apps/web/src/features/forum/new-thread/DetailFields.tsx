import { FLAIR_GROUPS, FLAIR_LABELS, type TemplateField } from '@app/contracts';
import { useId } from 'react';
import { FileField } from '@/components/ui/FileField';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';

// The fields of step 2 beyond the title and content: the category's template, the tags and the image.

type Values = Record<string, string>;

/** The category's template fields (product spec 3 §3); a required one is marked with a star. */
export function TemplateFields({
  fields,
  values,
  onChange,
}: {
  fields: readonly TemplateField[];
  values: Values;
  onChange: (values: Values) => void;
}) {
  return fields.map((field) => (
    <TemplateInput
      key={field.name}
      field={field}
      value={values[field.name] ?? ''}
      onChange={(value) => onChange({ ...values, [field.name]: value })}
    />
  ));
}

function TemplateInput({
  field,
  value,
  onChange,
}: {
  field: TemplateField;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const common = {
    id,
    label: `${field.label}${field.required ? ' *' : ''}`,
    required: field.required,
    value,
  };
  return field.type === 'textarea' ? (
    <TextAreaField {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField
      {...common}
      type={field.type}
      {...(field.type === 'number' ? { min: 1, max: 5 } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One tag of each group, or none (product spec 3 §3). */
export function FlairSelects({ values, onChange }: { values: Values; onChange: (values: Values) => void }) {
  const id = useId();
  return (
    <fieldset className="forum-flairs">
      <legend>Tags</legend>
      {Object.entries(FLAIR_GROUPS).map(([group, options]) => (
        <SelectField
          key={group}
          id={`${id}-${group}`}
          label={group.replace('_', ' ')}
          className="forum-flair-select"
          value={values[group] ?? ''}
          onChange={(event) => onChange({ ...values, [group]: event.target.value })}
        >
          <option value="">none</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {FLAIR_LABELS[option] ?? option}
            </option>
          ))}
        </SelectField>
      ))}
    </fieldset>
  );
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The thread's image, read as a data URL (product spec 3 §5), with a preview. */
export function ImageField({
  image,
  onChange,
}: {
  image: string | null;
  onChange: (image: string | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <FileField
        id={id}
        label="Image (optional)"
        accept="image/jpeg,image/png,image/webp"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          onChange(file ? await readAsDataUrl(file) : null);
        }}
      />
      {image ? <img src={image} alt="" className="forum-form__preview" /> : null}
    </div>
  );
}

/** The fields of a form whose values are text. */
export type TextFields<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;

/**
 * The props of a form's text field, for each of its fields: an id under the form's `baseId`, the value, the
 * invalid mark pointing at the form's error region (`{baseId}-errors`), and the change that sets the value.
 */
export function textFieldProps<Form>(
  baseId: string,
  form: Form,
  errors: Partial<Record<string, string>>,
  set: (field: TextFields<Form>, value: string) => void,
) {
  return (field: TextFields<Form>) => ({
    id: `${baseId}-${field}`,
    value: form[field] as string,
    invalid: Boolean(errors[field]),
    errorId: `${baseId}-errors`,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
}

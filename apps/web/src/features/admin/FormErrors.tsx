/** A form's errors (and a line above them), in the alert region the invalid fields point at. */
export function FormErrors({
  id,
  errors,
  summary,
}: {
  id: string;
  errors: Partial<Record<string, string>>;
  summary?: string | null;
}) {
  const texts = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div id={id} role="alert" className="admin-form-errors">
      {summary ? <p>{summary}</p> : null}
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

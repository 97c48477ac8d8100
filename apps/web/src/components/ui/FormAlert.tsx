/** A form's or an action's failure, announced at once; nothing while there is none. */
export function FormAlert({ text, className }: { text: string | null | undefined; className?: string }) {
  return text ? (
    <p className={className ? `form-alert ${className}` : 'form-alert'} role="alert">
      {text}
    </p>
  ) : null;
}

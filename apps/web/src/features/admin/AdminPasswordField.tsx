import { useId } from 'react';
import { TextField } from '@/components/ui/TextField';

/** The product admin's shared password, asked for as a login's password (a password manager may fill it in). */
export function AdminPasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

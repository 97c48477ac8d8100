import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/** Password input with a show/hide toggle button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="form-field__addon"
          aria-label={visible ? `Hide ${name}` : `Show ${name}`}
          aria-controls={props.id}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}

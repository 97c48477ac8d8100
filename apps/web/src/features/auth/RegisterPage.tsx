import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { TextField } from '@/components/ui/TextField';
import { useErrorFocus } from '@/hooks/use-error-focus';
import { AuthCard } from './AuthCard';
import { selectIsLoggedIn, useAuthStore } from './auth-store';
import { PasswordField } from './PasswordField';
import { useRegister } from './use-register';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  type RegisterField,
  type RegisterValues,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN_ATTR,
} from './validation';

const ERROR_ID = 'register-error';
const FIELD_IDS: Record<RegisterField, string> = {
  username: 'register-username',
  email: 'register-email',
  password: 'register-password',
  confirm_password: 'register-confirm-password',
};
/** Each field's key in the form's values. */
const VALUE_KEYS: Record<RegisterField, keyof RegisterValues> = {
  username: 'username',
  email: 'email',
  password: 'password',
  confirm_password: 'confirmPassword',
};

/** What every text field of the form has: its id, name, value, change and error marking. */
function fieldProps(form: ReturnType<typeof useRegister>, name: RegisterField) {
  return {
    id: FIELD_IDS[name],
    name,
    required: true,
    value: form.values[VALUE_KEYS[name]],
    onChange: form.update(VALUE_KEYS[name]),
    invalid: form.error?.field === name,
    errorId: ERROR_ID,
  };
}

export function RegisterPage() {
  const [alreadyLoggedIn] = useState(() => selectIsLoggedIn(useAuthStore.getState()));
  const form = useRegister();
  const { error, status } = form;
  useErrorFocus(error, FIELD_IDS, ERROR_ID);

  if (alreadyLoggedIn) return <Navigate to="/" replace />;

  const field = (name: RegisterField) => fieldProps(form, name);

  return (
    <AuthCard
      pageTitle="Sign Up"
      emoji="🎉"
      heading="Join the fun"
      intro="Save a wishlist, follow friends, earn points and play games."
      errorId={ERROR_ID}
      error={error?.message}
    >
      <div role="status" className={form.success ? 'form-success' : 'form-success form-success--empty'}>
        {form.success}
      </div>

      <form className="auth-form" onSubmit={form.submit} noValidate>
        <TextField
          {...field('username')}
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          minLength={USERNAME_MIN}
          maxLength={USERNAME_MAX}
          pattern={USERNAME_PATTERN_ATTR}
          hint={`${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, _ . or -`}
        />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" inputMode="email" />
        <PasswordField
          {...field('password')}
          label="Password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
        />
        <PasswordField
          {...field('confirm_password')}
          label="Confirm Password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
        <CheckboxField
          name="subscribe_newsletter"
          checked={form.subscribe}
          onChange={(event) => form.setSubscribe(event.target.checked)}
          label="Sign me up for awesome deals!"
          hint="Subscribers earn 100 reward points."
        />
        <BusyButton
          type="submit"
          className="btn btn--gradient btn--lg btn--block"
          busy={status === 'submitting'}
          busyLabel="Signing up..."
          disabled={status !== 'idle'}
        >
          Sign Up
        </BusyButton>
      </form>

      <p className="auth-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}

import type { AuthAnswer } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import {
  AUTO_LOGIN_FAILED_REDIRECT_MS,
  REGISTER_NEWSLETTER_REDIRECT_MS,
  REGISTER_REDIRECT_MS,
  SITE_NAME,
} from '@/config/site';
import { useErrorFocus } from '@/hooks/use-error-focus';
import { ApiError, errorMessage } from '@/lib/api-client';
import { AuthCard } from './AuthCard';
import { loginRequest, registerRequest } from './api';
import { selectIsLoggedIn, useAuthStore } from './auth-store';
import { PasswordField } from './PasswordField';
import {
  asField,
  type FieldError,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type RegisterField,
  type RegisterValues,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN_ATTR,
  validateRegister,
} from './validation';

const FIELDS: readonly RegisterField[] = ['username', 'email', 'password', 'confirm_password'];
const ERROR_ID = 'register-error';
const FIELD_IDS: Record<RegisterField, string> = {
  username: 'register-username',
  email: 'register-email',
  password: 'register-password',
  confirm_password: 'register-confirm-password',
};

type Status = 'idle' | 'submitting' | 'done';

/** The register response carries a token; older servers may not, then we log in with the same credentials. */
async function obtainSession(
  response: Partial<AuthAnswer>,
  credentials: { username: string; password: string },
): Promise<AuthAnswer> {
  if (response.token && response.user) return { token: response.token, user: response.user };
  return loginRequest(credentials);
}

export function RegisterPage() {
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const [alreadyLoggedIn] = useState(() => selectIsLoggedIn(useAuthStore.getState()));
  const [values, setValues] = useState<RegisterValues>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [subscribe, setSubscribe] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<FieldError<RegisterField> | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  useErrorFocus(error, FIELD_IDS, ERROR_ID);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  if (alreadyLoggedIn) return <Navigate to="/" replace />;

  const redirectLater = (to: string, ms: number) => {
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => navigate(to), ms);
  };

  const update = (key: keyof RegisterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const invalid = validateRegister(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setStatus('submitting');

    const username = values.username.trim();
    const withNewsletter = subscribe;
    let response: Awaited<ReturnType<typeof registerRequest>>;
    try {
      response = await registerRequest({
        username,
        email: values.email.trim(),
        password: values.password,
        confirm_password: values.confirmPassword,
        subscribe_newsletter: withNewsletter,
      });
    } catch (err) {
      const field = err instanceof ApiError ? asField(err.field, FIELDS) : undefined;
      setError({ message: errorMessage(err, 'Registration failed'), ...(field ? { field } : {}) });
      setStatus('idle');
      return;
    }

    let session: AuthAnswer;
    try {
      session = await obtainSession(response ?? {}, { username, password: values.password });
    } catch (err) {
      setError({ message: errorMessage(err, 'Auto-login failed') });
      setStatus('done');
      redirectLater('/login', AUTO_LOGIN_FAILED_REDIRECT_MS);
      return;
    }

    login(session.token, session.user);
    setStatus('done');
    if (withNewsletter) {
      setSuccess(
        response?.newsletter_subscribed === false
          ? 'Account created! Taking you to your rewards...'
          : "Account created and you're on the list for fresh drops! Taking you to your rewards...",
      );
      redirectLater('/rewards', REGISTER_NEWSLETTER_REDIRECT_MS);
    } else {
      setSuccess(`Account created! Welcome to ${SITE_NAME}. Taking you home...`);
      redirectLater('/', REGISTER_REDIRECT_MS);
    }
  };

  const fieldProps = (field: RegisterField) => ({ invalid: error?.field === field, errorId: ERROR_ID });

  return (
    <AuthCard
      pageTitle="Sign Up"
      emoji="🎉"
      heading="Join the fun"
      intro="Save a wishlist, follow friends, earn points and play games."
      errorId={ERROR_ID}
      error={error?.message}
    >
      <div role="status" className={success ? 'form-success' : 'form-success form-success--empty'}>
        {success}
      </div>

      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          id={FIELD_IDS.username}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={USERNAME_MIN}
          maxLength={USERNAME_MAX}
          pattern={USERNAME_PATTERN_ATTR}
          hint={`${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, _ . or -`}
          value={values.username}
          onChange={update('username')}
          {...fieldProps('username')}
        />
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={update('email')}
          {...fieldProps('email')}
        />
        <PasswordField
          id={FIELD_IDS.password}
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
          value={values.password}
          onChange={update('password')}
          {...fieldProps('password')}
        />
        <PasswordField
          id={FIELD_IDS.confirm_password}
          label="Confirm Password"
          name="confirm_password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={values.confirmPassword}
          onChange={update('confirmPassword')}
          {...fieldProps('confirm_password')}
        />

        <label className="checkbox-field">
          <input
            className="checkbox-field__input"
            type="checkbox"
            name="subscribe_newsletter"
            checked={subscribe}
            onChange={(event) => setSubscribe(event.target.checked)}
          />
          <span className="checkbox-field__text">
            Sign me up for awesome deals!
            <small>Subscribers earn 100 reward points.</small>
          </span>
        </label>

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

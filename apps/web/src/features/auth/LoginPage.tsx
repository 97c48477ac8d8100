import type { AuthAnswer } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { useErrorFocus } from '@/hooks/use-error-focus';
import { ApiError, errorMessage } from '@/lib/api-client';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { AuthCard } from './AuthCard';
import { loginRequest } from './api';
import { selectIsLoggedIn, useAuthStore } from './auth-store';
import { PasswordField } from './PasswordField';
import { SocialSignIn } from './SocialSignIn';
import { asField, type FieldError, type LoginField, validateLogin } from './validation';

const FIELDS: readonly LoginField[] = ['username', 'password'];
const FIELD_IDS: Record<LoginField, string> = { username: 'login-username', password: 'login-password' };
const ERROR_ID = 'login-error';

/**
 * Where a login goes: back to the page that sent the visitor (`?returnTo=`, a path of this site only), with
 * what that page asked to do once logged in (the link's `afterLogin` state: save a product to the wishlist);
 * home otherwise (product spec 1 §2).
 */
function useDestination() {
  const [params] = useSearchParams();
  const location = useLocation();
  const back = safeReturnPath(params.get(RETURN_PARAM));
  const afterLogin = (location.state as { afterLogin?: unknown } | null)?.afterLogin;
  return { to: back ?? '/', state: back ? afterLogin : undefined };
}

/** The login form's state and submit; a session (from the form or a provider) logs in and goes on. */
function useLogin() {
  const navigate = useNavigate();
  const destination = useDestination();
  const login = useAuthStore((state) => state.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FieldError<LoginField> | null>(null);

  const signedIn = (session: AuthAnswer) => {
    login(session.token, session.user);
    navigate(destination.to, { replace: true, state: destination.state });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateLogin({ username, password });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      signedIn(await loginRequest({ username: username.trim(), password }));
    } catch (err) {
      const field = err instanceof ApiError ? asField(err.field, FIELDS) : undefined;
      setError({ message: errorMessage(err, 'Login failed'), ...(field ? { field } : {}) });
      setSubmitting(false);
    }
  };

  return { username, setUsername, password, setPassword, submitting, error, setError, submit, signedIn };
}

export function LoginPage() {
  const [alreadyLoggedIn] = useState(() => selectIsLoggedIn(useAuthStore.getState()));
  const { username, setUsername, password, setPassword, submitting, error, setError, submit, signedIn } =
    useLogin();
  const destination = useDestination();
  useErrorFocus(error, FIELD_IDS, ERROR_ID);

  if (alreadyLoggedIn) return <Navigate to={destination.to} state={destination.state} replace />;

  return (
    <AuthCard
      pageTitle="Login"
      emoji="👋"
      heading="Welcome back"
      intro="Log in to keep your wishlist, points and game streaks."
      errorId={ERROR_ID}
      error={error?.message}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          id={FIELD_IDS.username}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          invalid={error?.field === 'username'}
          errorId={ERROR_ID}
        />
        <PasswordField
          id={FIELD_IDS.password}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={error?.field === 'password'}
          errorId={ERROR_ID}
        />
        <BusyButton
          type="submit"
          className="btn btn--gradient btn--lg btn--block"
          busy={submitting}
          busyLabel="Logging in..."
        >
          Login
        </BusyButton>
      </form>

      <SocialSignIn
        onStart={() => setError(null)}
        onSignedIn={signedIn}
        onError={(message) => setError({ message })}
      />

      <p className="auth-switch">
        New here? <Link to="/register">Create an account</Link>
      </p>
    </AuthCard>
  );
}

import type { AuthAnswer } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AUTO_LOGIN_FAILED_REDIRECT_MS,
  REGISTER_NEWSLETTER_REDIRECT_MS,
  REGISTER_REDIRECT_MS,
  SITE_NAME,
} from '@/config/site';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loginRequest, registerRequest } from './api';
import { useAuthStore } from './auth-store';
import {
  asField,
  type FieldError,
  type RegisterField,
  type RegisterValues,
  validateRegister,
} from './validation';

const FIELDS: readonly RegisterField[] = ['username', 'email', 'password', 'confirm_password'];

type Status = 'idle' | 'submitting' | 'done';

/** The register response carries a token; older servers may not, then we log in with the same credentials. */
async function obtainSession(
  response: Partial<AuthAnswer>,
  credentials: { username: string; password: string },
): Promise<AuthAnswer> {
  if (response.token && response.user) return { token: response.token, user: response.user };
  return loginRequest(credentials);
}

/** Navigates to `to` after `ms`; a later call replaces the one before, and leaving the page cancels it. */
function useRedirectLater() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to: string, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to), ms);
  };
}

/** What the new member reads before the redirect: to /rewards with the newsletter, else home. */
function welcomeText(withNewsletter: boolean, newsletterSubscribed: boolean): string {
  if (!withNewsletter) return `Account created! Welcome to ${SITE_NAME}. Taking you home...`;
  return newsletterSubscribed
    ? "Account created and you're on the list for fresh drops! Taking you to your rewards..."
    : 'Account created! Taking you to your rewards...';
}

/**
 * The sign-up form's state and submit: checked here first, then registered and logged in, then a success
 * text and a redirect (to /rewards with the newsletter, else home; to /login when the automatic login fails).
 */
export function useRegister() {
  const redirectLater = useRedirectLater();
  const login = useAuthStore((state) => state.login);
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

  const update = (key: keyof RegisterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const register = async (username: string, withNewsletter: boolean) => {
    try {
      return await registerRequest({
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
      return null;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
    const response = await register(username, withNewsletter);
    if (!response) return;

    let session: AuthAnswer;
    try {
      session = await obtainSession(response, { username, password: values.password });
    } catch (err) {
      setError({ message: errorMessage(err, 'Auto-login failed') });
      setStatus('done');
      redirectLater('/login', AUTO_LOGIN_FAILED_REDIRECT_MS);
      return;
    }

    login(session.token, session.user);
    setStatus('done');
    setSuccess(welcomeText(withNewsletter, response.newsletter_subscribed !== false));
    if (withNewsletter) redirectLater('/rewards', REGISTER_NEWSLETTER_REDIRECT_MS);
    else redirectLater('/', REGISTER_REDIRECT_MS);
  };

  return { values, update, subscribe, setSubscribe, status, error, success, submit };
}

import type { AuthAnswer } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppleIcon, GoogleIcon } from '@/components/ui/brand-icons';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api-client';
import { loadScript } from '@/lib/load-script';
import { appleSignInRequest, fetchSignInProviders, googleSignInRequest } from './api';
import {
  APPLE_FAILED,
  APPLE_SCRIPT,
  type AppleUser,
  appleIdAuth,
  GOOGLE_FAILED,
  GOOGLE_SCRIPT,
  googleAccountsId,
  googleButtonWidth,
  isAppleCancel,
  newState,
  readAppleAnswer,
} from './provider-sdks';

type Provider = 'google' | 'apple';
type ScriptStatus = 'loading' | 'ready' | 'failed';

const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', apple: 'Apple' };

interface SocialSignInProps {
  /** A provider sign-in begins: the page clears its error. */
  onStart(): void;
  onSignedIn(session: AuthAnswer): void;
  onError(message: string): void;
}

/**
 * Google and Apple sign-in, each shown only when the server has it set up (`GET /api/config`); nothing at
 * all when neither is. The provider's script is loaded only then.
 */
export function SocialSignIn({ onStart, onSignedIn, onError }: SocialSignInProps) {
  const [providers, setProviders] = useState<Record<Provider, string | null> | null>(null);
  const [busy, setBusy] = useState<Provider | null>(null);
  const handlers = useRef({ onStart, onSignedIn, onError });
  handlers.current = { onStart, onSignedIn, onError };

  useEffect(() => {
    const controller = new AbortController();
    fetchSignInProviders(controller.signal).then(setProviders, () => {
      // Without the answer the buttons stay hidden: the password form still works.
      if (!controller.signal.aborted) setProviders({ google: null, apple: null });
    });
    return () => controller.abort();
  }, []);

  /** Hands the provider's token to the server and answers the session, or shows why not. */
  const exchange = useCallback(async (provider: Provider, request: () => Promise<AuthAnswer>) => {
    handlers.current.onStart();
    setBusy(provider);
    try {
      handlers.current.onSignedIn(await request());
    } catch (error) {
      handlers.current.onError(errorMessage(error, provider === 'google' ? GOOGLE_FAILED : APPLE_FAILED));
      setBusy(null);
    }
  }, []);
  const onGoogleToken = useCallback(
    (idToken: string) => exchange('google', () => googleSignInRequest(idToken)),
    [exchange],
  );
  const onAppleToken = useCallback(
    (identityToken: string, user: AppleUser | undefined) =>
      exchange('apple', () => appleSignInRequest(identityToken, user)),
    [exchange],
  );
  const fail = useCallback((message: string) => handlers.current.onError(message), []);

  if (!providers || (!providers.google && !providers.apple)) return null;
  return (
    <div className="social-auth">
      <div className="auth-divider">
        <span>or</span>
      </div>
      {providers.google && (
        <GoogleButton
          clientId={providers.google}
          busy={busy !== null}
          onToken={onGoogleToken}
          onFailure={() => fail(GOOGLE_FAILED)}
        />
      )}
      {providers.apple && (
        <AppleButton
          clientId={providers.apple}
          busy={busy !== null}
          onToken={onAppleToken}
          onFailure={() => fail(APPLE_FAILED)}
        />
      )}
      <p role="status" className="social-auth__status">
        {busy && (
          <>
            <Spinner size="sm" />
            Signing in with {PROVIDER_NAMES[busy]}...
          </>
        )}
      </p>
    </div>
  );
}

/** Loads a provider's script; `retry` loads it again after a failure. */
function useProviderScript(src: string, ready: () => boolean) {
  const [status, setStatus] = useState<ScriptStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const isReady = useRef(ready);
  isReady.current = ready;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for another load
  useEffect(() => {
    let current = true;
    setStatus('loading');
    loadScript(src).then(
      () => current && setStatus(isReady.current() ? 'ready' : 'failed'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [src, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, retry };
}

interface ProviderButtonProps<Args extends unknown[]> {
  clientId: string;
  /** A sign-in is being checked by the server. */
  busy: boolean;
  onToken(...token: Args): void;
  onFailure(): void;
}

/**
 * Google's own button (Google Identity Services draws it in a frame and opens Google's popup); the
 * credential it hands back is the ID token. Ours stands in while the script loads, or if it cannot.
 */
function GoogleButton({ clientId, busy, onToken, onFailure }: ProviderButtonProps<[idToken: string]>) {
  const slot = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onFailure });
  callbacks.current = { onToken, onFailure };
  const { status, retry } = useProviderScript(GOOGLE_SCRIPT, () => Boolean(googleAccountsId()));

  useEffect(() => {
    const google = googleAccountsId();
    const element = slot.current;
    if (status !== 'ready' || !google || !element) return;
    google.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      auto_select: false,
      context: 'signin',
      callback: (response) => {
        if (response.credential) callbacks.current.onToken(response.credential);
        else callbacks.current.onFailure();
      },
    });
    element.replaceChildren();
    google.renderButton(element, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'signin_with',
      shape: 'pill',
      logo_alignment: 'left',
      width: googleButtonWidth(element.parentElement?.clientWidth ?? 0),
    });
  }, [status, clientId]);

  return (
    <>
      <div
        ref={slot}
        className={busy ? 'social-auth__google social-auth__google--busy' : 'social-auth__google'}
        hidden={status !== 'ready'}
        aria-disabled={busy || undefined}
      />
      {status !== 'ready' && (
        <button
          type="button"
          className="btn btn--social"
          disabled={status === 'loading'}
          onClick={() => {
            callbacks.current.onFailure();
            retry();
          }}
        >
          <GoogleIcon size={20} />
          Sign in with Google
        </button>
      )}
    </>
  );
}

/**
 * Sign in with Apple in Apple's popup. Closing the popup says nothing (product spec 1 §8); Apple passes the
 * person's name on their first sign-in only, and the page hands it on with the token.
 */
function AppleButton({
  clientId,
  busy,
  onToken,
  onFailure,
}: ProviderButtonProps<[identityToken: string, user: AppleUser | undefined]>) {
  const { status, retry } = useProviderScript(APPLE_SCRIPT, () => Boolean(appleIdAuth()));

  const signIn = async () => {
    const apple = appleIdAuth();
    if (status !== 'ready' || !apple) {
      onFailure();
      retry();
      return;
    }
    const state = newState();
    let answer: unknown;
    try {
      // Set up and opened in the click itself, so the browser lets the popup open.
      apple.init({
        clientId,
        scope: 'name email',
        redirectURI: `${window.location.origin}/login`,
        state,
        usePopup: true,
      });
      answer = await apple.signIn();
    } catch (error) {
      if (!isAppleCancel(error)) onFailure();
      return;
    }
    const read = readAppleAnswer(answer, state);
    if (read) onToken(read.identityToken, read.user);
    else onFailure();
  };

  return (
    <button
      type="button"
      className="btn btn--social btn--apple"
      disabled={busy || status === 'loading'}
      onClick={signIn}
    >
      <AppleIcon size={20} />
      Sign in with Apple
    </button>
  );
}

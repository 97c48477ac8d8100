// The parts of Google Identity Services and Sign in with Apple JS the login page uses, and how it reads
// what they answer. Both scripts are loaded only when the server says the provider is set up.

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const APPLE_SCRIPT =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export const GOOGLE_FAILED = 'Google sign-in failed';
export const APPLE_FAILED = 'Apple sign-in failed';

export interface GoogleCredentialResponse {
  /** The ID token. */
  credential?: string;
}

export interface GoogleButtonOptions {
  type: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

/** What Apple passes on the first sign-in only. */
export interface AppleUser {
  name?: { firstName?: string; lastName?: string };
  email?: string;
}

export interface AppleIdAuth {
  init(config: {
    clientId: string;
    scope: string;
    redirectURI: string;
    state: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<unknown>;
}

interface ProviderWindow {
  google?: { accounts?: { id?: GoogleAccountsId } };
  AppleID?: { auth?: AppleIdAuth };
}

export const googleAccountsId = () => (window as ProviderWindow).google?.accounts?.id;
export const appleIdAuth = () => (window as ProviderWindow).AppleID?.auth;

/** Google's button is 200 to 400 px wide; it fills its place within those. */
export function googleButtonWidth(available: number): number {
  return Math.round(Math.min(400, Math.max(200, available)));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The identity token and user of Apple's popup answer, or null when it carries no token or answers
 * another sign-in than the one this page started (its state differs).
 */
export function readAppleAnswer(
  answer: unknown,
  state: string,
): { identityToken: string; user: AppleUser | undefined } | null {
  if (!isObject(answer) || !isObject(answer.authorization)) return null;
  const { id_token: identityToken, state: answeredState } = answer.authorization;
  if (typeof identityToken !== 'string' || !identityToken || answeredState !== state) return null;
  return { identityToken, user: isObject(answer.user) ? (answer.user as AppleUser) : undefined };
}

/** The person closed Apple's popup or cancelled: not an error to show (product spec 1 §8). */
export function isAppleCancel(error: unknown): boolean {
  const code = isObject(error) ? error.error : undefined;
  return code === 'popup_closed_by_user' || code === 'user_cancelled_authorize';
}

/** A random value that ties Apple's answer to the sign-in this page started. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

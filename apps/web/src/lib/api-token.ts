import { browserStorage } from './browser-storage';

// The token the API client sends, apart from the client itself: the auth store registers its getter at start
// without loading the client, its contracts and zod.

type TokenGetter = () => string | null | undefined;

function readStoredToken(): string | null {
  return browserStorage()?.getItem('token') ?? null;
}

let getToken: TokenGetter = readStoredToken;

/** The token to send now. */
export const currentToken = () => getToken();

/** The auth store registers itself here so the client never imports a feature module. */
export function setTokenGetter(getter: TokenGetter): void {
  getToken = getter;
}

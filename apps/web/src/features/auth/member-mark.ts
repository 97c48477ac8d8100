import { useAuthStore } from './auth-store';

/**
 * The attribute on `<html>` while a member's session is stored in this browser. The server draws every page for
 * a visitor; until a member's own parts are in (their code loads after the page's), what only a visitor should see
 * (`.visitor-only`: the header's Login and Sign Up, the product page's 'Log In' to set a price alert) is hidden
 * by it, its space kept, so a member never reads an invitation to log in.
 */
const MEMBER_ATTRIBUTE = 'data-member';

/** Keeps `<html>`'s member attribute in step with the session for the page's life. */
export function markMemberOnPage(root: HTMLElement = document.documentElement): void {
  const mark = (token: string | null) => root.toggleAttribute(MEMBER_ATTRIBUTE, token !== null);
  mark(useAuthStore.getState().token);
  useAuthStore.subscribe((state) => mark(state.token));
}

// The module's public face: what other modules and the app's entry points may use of it.
export { requireAdminSaying } from './member-checks.ts';
export { authPlugin } from './plugin.ts';
export { pruneRevokedTokens, setAdmin, toUserResponse } from './service.ts';

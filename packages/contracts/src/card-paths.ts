// The card battle's addresses, apart from any schema: a module that only needs an address (the site's first
// bundle links to the lobby and boards) loads no zod with it.

/** Where a card notification leads: the match's board. */
export const matchPath = (matchId: string) => `/card-game/${encodeURIComponent(matchId)}`;

/** A finished match's replay (the end screen and every row of a member's match history link to it). */
export const replayPath = (matchId: string) => `${matchPath(matchId)}/replay`;

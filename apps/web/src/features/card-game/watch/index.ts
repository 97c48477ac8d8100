/** Watching matches: the lobby's live list, a live match as a spectator sees it, and a finished match's replay. */
export { LiveMatches } from './LiveMatches';
export { ReplayPage } from './ReplayPage';
export { WatchPage } from './WatchPage';

/** The card game's pages, as the one chunk index.ts loads on demand. */
export { MatchPage } from './board';
export { CardGameLobbyPage } from './lobby';
export { ReplayPage, WatchPage } from './watch';

/**
 * Card battle: the lobby (/card-game-lobby), the match board (/card-game/:matchId, /card-match), a match watched
 * live (/card-game/:matchId/watch) and a finished match's replay (/card-game/:matchId/replay). Built from the
 * sub-features lobby/, board/, watch/ and guide/, over shared/ (game server connection, HTTP calls, message
 * types, paths, texts); each has an index.ts, and they import one another only through it.
 */
import './card-game.css';
import './lobby/lobby.css';
// Spectating, replays and rematches (their components are in the pages chunk; the styles load with the site's).
import './watch/watch.css';
import './waiting/games-waiting.css';

export { LOBBY_PATH } from './shared/paths';
// The header's badge of async games waiting on the member's move (small: in the site's bundle, not the pages').
export { GamesWaitingBadge } from './waiting';

// Both pages come in one chunk, imported on demand: "match found" in the lobby opens the board without a
// second download.
const loadPages = () => import('./pages');
export const loadCardGameLobbyPage = async () => (await loadPages()).CardGameLobbyPage;
export const loadMatchPage = async () => (await loadPages()).MatchPage;
export const loadWatchPage = async () => (await loadPages()).WatchPage;
export const loadReplayPage = async () => (await loadPages()).ReplayPage;

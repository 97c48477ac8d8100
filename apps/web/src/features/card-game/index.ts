/**
 * Card battle: the lobby (/card-game-lobby) and the match board (/card-game/:matchId, /card-match). Built
 * from the sub-features lobby/, board/ and guide/, over shared/ (game server connection, HTTP calls, message
 * types, paths, texts); each has an index.ts, and they import one another only through it.
 */
import './card-game.css';

// Both pages come in one chunk, imported on demand: "match found" in the lobby opens the board without a
// second download.
const loadPages = () => import('./pages');
export const loadCardGameLobbyPage = async () => (await loadPages()).CardGameLobbyPage;
export const loadMatchPage = async () => (await loadPages()).MatchPage;

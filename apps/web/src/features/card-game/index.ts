/** Card battle: the lobby (/card-game-lobby) and the match board (/card-game/:matchId, /card-match). */
export { CardGameLobbyPage } from './CardGameLobbyPage';
export { MatchPage } from './MatchPage';
export { LOBBY_PATH, matchPath } from './paths';

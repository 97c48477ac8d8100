/** The match board: one match over the game server's match room, its store and its pure game logic. */
export { MatchPage } from './MatchPage';

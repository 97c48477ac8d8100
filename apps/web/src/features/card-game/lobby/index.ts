/** The lobby: my active games, the blitz and async queues, the guide and Manage Decks. */
export { CardGameLobbyPage } from './CardGameLobbyPage';

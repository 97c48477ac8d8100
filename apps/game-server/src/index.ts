export { createGameServer, GAME_HTTP_PATHS, type GameServer, type GameServerConfig } from './game-server.ts';

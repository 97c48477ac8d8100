export {
  createTokenAuthenticator,
  findMemberForToken,
  JWT_ALGORITHM,
  type Member,
  type TokenClaims,
} from './auth.ts';
export { loadCardCatalogue, seedCards } from './card-catalogue.ts';
export { ConfigError, parseEnv, runtimeEnvShape, turnSecondsFrom } from './env.ts';
export {
  createGameServer,
  createMatches,
  type GameServer,
  type GameServerConfig,
  scheduleDeadlineSweep,
} from './game-server.ts';
export type { MatchService } from './matches/match-service.ts';
export { slotOf } from './matches/match-store.ts';
export { matchViewFor } from './matches/match-view.ts';
export {
  activeGames,
  type JoinResult,
  joinQueue,
  leaveQueue,
  QUEUE_MESSAGES,
  QueueRefusal,
  queueStatus,
} from './matchmaking/queue.ts';

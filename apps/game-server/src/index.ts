export {
  createTokenAuthenticator,
  findMemberForToken,
  JWT_ALGORITHM,
  type Member,
  type TokenClaims,
} from './auth.ts';
export { ConfigError, parseEnv, runtimeEnvShape } from './env.ts';
export { createGameServer, type GameServer, type GameServerConfig } from './game-server.ts';

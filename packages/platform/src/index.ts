export {
  conflict,
  DomainError,
  type FailureKind,
  forbidden,
  invalid,
  notFound,
  STATUS_OF_FAILURE,
  tooLarge,
  tooMany,
  unauthenticated,
  unavailable,
} from './domain-error.ts';
export { ConfigError, parseEnv, runtimeEnvShape, turnSecondsFrom } from './env.ts';
export { type FailureReporter, inBackground, reportToConsole } from './failures.ts';
export {
  configOrExit,
  type ProcessLog,
  type RunningProcess,
  runProcess,
  SHUTDOWN_GRACE_MS,
} from './process.ts';
export { createSessionEvents, type SessionEvents } from './session-events.ts';
export {
  claimsVerifier,
  createTokenAuthenticator,
  findMemberForToken,
  JWT_ALGORITHM,
  LIVE_TOKEN,
  MEMBER_COLUMNS,
  type Member,
  memberIdOf,
  REQUIRED_CLAIMS,
  type SignedInMember,
  type TokenClaims,
} from './tokens.ts';

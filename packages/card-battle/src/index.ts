// The card battle's matches and matchmaking, for every process that serves them:
// the rules (@app/game-rules) are applied here, the SQL lives in the repositories.
export { loadCardCatalogue, seedCards } from './card-catalogue.ts';
export type { LoadedMatch } from './match-repository.ts';
export { slotOf } from './match-repository.ts';
export type { MatchService } from './match-service.ts';
export { matchPatchFor, matchViewFor, type PlayerMatchPatch, type PlayerMatchView } from './match-view.ts';
export {
  activeGames,
  type JoinResult,
  joinQueue,
  leaveQueue,
  pendingMatches,
  QUEUE_MESSAGES,
  QueueRefusal,
  queueStatus,
} from './queue.ts';
export {
  type Claim,
  claimMatch,
  LEASE_MS,
  LEASE_RENEW_MS,
  matchVersions,
  releaseMatch,
  renewClaims,
} from './room-claims.ts';
export { createSeatAuthenticator, type MatchSeat } from './seats.ts';
export { createMatches, type MatchesConfig, scheduleDeadlineSweep } from './setup.ts';

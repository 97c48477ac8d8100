// The card battle's matches and matchmaking, for every process that serves them:
// the rules (@app/game-rules) are applied here, the SQL lives in the repositories.
export { loadCardCatalogue, seedCards } from './card-catalogue.ts';
export {
  type DeadlineWarningJob,
  LAST_WARNING,
  type RaisedWarning,
  WARNING_MARKS,
} from './deadline-warnings.ts';
export type { LoadedMatch } from './match-repository.ts';
export { slotOf } from './match-repository.ts';
export type { DeadlineWarningFollowUp, MatchService } from './match-service.ts';
export type { MatchResult, Settlement } from './match-settlement.ts';
export {
  matchPatchFor,
  matchViewFor,
  type PlayerMatchPatch,
  type PlayerMatchView,
  spectatorPatchFor,
  spectatorViewFor,
} from './match-view.ts';
export {
  activeGames,
  type JoinResult,
  joinQueue,
  leaveQueue,
  pairQueues,
  pendingMatches,
  QUEUE_MESSAGES,
  QueueRefusal,
  queueStatus,
} from './queue.ts';
export { createRematch } from './rematch.ts';
export { loadReplay, type MatchReplay, type ReplayLookup } from './replay.ts';
export {
  type Claim,
  claimMatch,
  hostedChanges,
  LEASE_MS,
  LEASE_RENEW_MS,
  releaseMatch,
  renewLease,
} from './room-claims.ts';
export { createSeatAuthenticator, type MatchSeat, type SpectatorSeat, spectatorSeat } from './seats.ts';
export { createMatches, type MatchesConfig, scheduleDeadlineSweep } from './setup.ts';
export {
  liveMatches,
  type RedisHashes,
  SPECTATOR_HASH,
  type SpectatorTally,
  spectatorTally,
} from './spectators.ts';
export {
  matchHistory,
  matchResultOf,
  memberRatings,
  ratingLeaderboard,
} from './standings.ts';
export { gamesWaitingCount, gamesWaitingLongerThan, type WaitingGame } from './waiting-games.ts';

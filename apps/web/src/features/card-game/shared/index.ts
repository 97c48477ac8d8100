/** What the lobby and the board share: the game server connection, HTTP calls, message types, paths, texts. */
export {
  fetchActiveGames,
  fetchLiveMatches,
  fetchQueueStatus,
  fetchReplay,
  joinQueueRequest,
  leaveQueueRequest,
} from './api';
export {
  clockOffset,
  energyLevel,
  formatCountdown,
  formatTimer,
  hpLevel,
  hpPercent,
  isHpCritical,
  isTimerVisible,
  secondsLeft,
  TIMER_TICK_MS,
  TURN_EXPIRED,
  timeoutsLevel,
  timeoutsText,
  timerLevel,
} from './format';
export {
  type ConnectionStatus,
  type MessageHandlers,
  openRoomSession,
  type RoomSession,
  type RoomSessionOptions,
  receive,
  type SessionFailure,
} from './game-connection';
export { useNow, useScrolledPast } from './hooks';
export {
  ABORTED_TITLE,
  abortText,
  DEFAULT_NAMES,
  type GameOverText,
  gameOverText,
  opponentName,
  TURN_TEXT,
  turnText,
} from './outcome';
export { LOBBY_PATH, matchPath, replayPath, watchPath } from './paths';
/** The lobby's and the board's store tests drive a fake room. */
export { fakeRoom } from './test-room';
export type {
  ActiveGame,
  BattleLogEntry,
  MatchPatchMessage,
  MatchViewMessage,
  QueueStatus,
} from './types';

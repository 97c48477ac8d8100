import type {
  BattleLogEntry,
  GameMode,
  GameStatus,
  MatchView,
  PlayerSlot,
  PlayerView,
} from '@app/game-rules';

/** `state` message of the match room (and `GET /api/card/matches/:id`): one player's full view. */
export interface MatchViewMessage extends MatchView {
  matchId: string;
  playerId: number | string;
  playerAId: number | string;
  playerBId: number | string;
  /** The viewer's seat. */
  you: PlayerSlot;
  current_turn: PlayerSlot;
  status: GameStatus;
  youUsername: string;
  opponentUsername: string;
  /** Log entries the last action added (empty on a full `state`). */
  events: BattleLogEntry[];
  /** The server's clock (ms since the epoch) when it sent this view. */
  serverNow?: number;
}

/** `update` message: the view without the battle log, plus the entries the accepted action added. */
export type MatchUpdateMessage = Omit<MatchViewMessage, 'battleLog'>;

/** `refused` message: an action the server did not apply, with the alert text to show. */
export interface RefusalMessage {
  action: string;
  reason: string;
  message?: string;
}

/** Spec §3 Lobby data: an active game list item (`GET /api/card/games/active`). */
export interface ActiveGame {
  id: string;
  game_mode: GameMode;
  player_a: number | string;
  player_b: number | string;
  player_a_username: string | null;
  player_b_username: string | null;
  current_turn: PlayerSlot;
  /** ISO time. */
  turn_deadline: string;
}

/** Spec §3: queue counts. */
export interface QueueStatus {
  blitzQueue: number;
  asyncQueue: number;
}

/** Queue join answer (HTTP, or the lobby room's `queue_joined` with its mode). */
export type QueueJoinResult =
  | { status: 'waiting'; matchId?: undefined }
  | { status: 'matched'; matchId: string };

export type { BattleLogEntry, GameMode, GameStatus, PlayerSlot, PlayerView };

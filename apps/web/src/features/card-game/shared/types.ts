import type { ActiveGame, MatchPatch, MatchView, queueStatus } from '@app/contracts';
import type { BattleLogEntry, GameMode, GameStatus, PlayerSlot, PlayerView } from '@app/game-rules';
import type { z } from 'zod';

/** `state` message of the match room (and `GET /api/card/matches/:id`): one player's full view. */
export type MatchViewMessage = MatchView;

/** `update` message: what an accepted action changed on the board, and the log entries it added. */
export type MatchPatchMessage = MatchPatch;

/** product spec 3 §3 Lobby data: an active game list item (`GET /api/card/games/active`). */
export type { ActiveGame };

/** product spec 3 §3: queue counts. */
export type QueueStatus = z.infer<typeof queueStatus>;

export type { BattleLogEntry, GameMode, GameStatus, PlayerSlot, PlayerView };

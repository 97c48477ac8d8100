import { activeGamesAnswer, okAnswer, queueJoinAnswer, queueStatus } from '@app/contracts';
import type { GameMode } from '@app/game-rules';
import { api } from '@/lib/api-client';

/** `GET /api/config`: where the game server is (null: this same origin). Public. */
export const fetchSiteConfig = () =>
  api.get<{ game_server_url: string | null }>('/api/config', { token: null });

export const fetchQueueStatus = () =>
  api.read('/api/card/queue/status', { schema: queueStatus, token: null });

export const fetchActiveGames = () => api.read('/api/card/games/active', { schema: activeGamesAnswer });

export const joinQueueRequest = (mode: GameMode) =>
  api.send('/api/card/queue/join', { mode }, { schema: queueJoinAnswer });

export const leaveQueueRequest = (mode: GameMode) =>
  api.send('/api/card/queue/leave', { mode }, { schema: okAnswer });

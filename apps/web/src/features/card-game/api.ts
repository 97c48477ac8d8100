import type { GameMode } from '@app/game-rules';
import { api } from '@/lib/api-client';
import type { ActiveGame, QueueJoinResult, QueueStatus } from './types';

/** `GET /api/config`: where the game server is (null: this same origin). Public. */
export const fetchSiteConfig = () =>
  api.get<{ game_server_url: string | null }>('/api/config', { token: null });

export const fetchQueueStatus = () => api.get<QueueStatus>('/api/card/queue/status', { token: null });

export const fetchActiveGames = () => api.get<{ games: ActiveGame[] }>('/api/card/games/active');

export const joinQueueRequest = (mode: GameMode) =>
  api.post<QueueJoinResult>('/api/card/queue/join', { mode });

export const leaveQueueRequest = (mode: GameMode) =>
  api.post<{ ok: boolean }>('/api/card/queue/leave', { mode });

import { cardGameEndpoints, cardWatchEndpoints, siteConfigEndpoints } from '@app/contracts';
import type { GameMode } from '@app/game-rules';
import { api } from '@/lib/api-client';

/** `GET /api/config`: where the game server is (null: this same origin). Public. */
export const fetchSiteConfig = () => api(siteConfigEndpoints.config, { token: null });

export const fetchQueueStatus = () => api(cardGameEndpoints.queueStatus, { token: null });

export const fetchActiveGames = () => api(cardGameEndpoints.activeGames);

export const joinQueueRequest = (mode: GameMode) => api(cardGameEndpoints.joinQueue, { body: { mode } });

export const leaveQueueRequest = (mode: GameMode) => api(cardGameEndpoints.leaveQueue, { body: { mode } });

/** `GET /api/card/matches/live`: matches being played now that this member (or visitor) may watch. */
export const fetchLiveMatches = (signal?: AbortSignal) =>
  api(cardWatchEndpoints.liveMatches, signal ? { signal } : {});

/** `GET /api/card/matches/:matchId/replay`: a finished match's deal and actions. Public. */
export const fetchReplay = (matchId: string, signal?: AbortSignal) =>
  api(cardWatchEndpoints.replay, { params: { matchId }, token: null, ...(signal ? { signal } : {}) });

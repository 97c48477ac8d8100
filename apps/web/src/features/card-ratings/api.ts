import { cardRatingsEndpoints } from '@app/contracts';
import type { GameMode } from '@app/game-rules';
import { api } from '@/lib/api-client';

export const fetchMemberRatings = (id: number, signal?: AbortSignal) =>
  api(cardRatingsEndpoints.memberRatings, { params: { id }, signal });

export const fetchMatchHistory = (id: number, before: string | undefined, signal?: AbortSignal) =>
  api(cardRatingsEndpoints.matchHistory, { params: { id }, query: before ? { before } : {}, signal });

export const fetchCardLeaderboard = (mode: GameMode, signal?: AbortSignal) =>
  api(cardRatingsEndpoints.leaderboard, { query: { mode }, signal });

export const fetchMatchResult = (matchId: string, signal?: AbortSignal) =>
  api(cardRatingsEndpoints.matchResult, { params: { matchId }, signal });

import { memoryGameEndpoints, PUZZLE_GAME_ID } from '@app/contracts';
import { api } from '@/lib/api-client';

export const startPlay = () => api(memoryGameEndpoints.start);

export const flipCard = (playId: string, index: number) =>
  api(memoryGameEndpoints.flip, { params: { playId }, body: { index } });

export const submitScore = (playId: string, score: number) =>
  api(memoryGameEndpoints.score, { body: { game_id: PUZZLE_GAME_ID, score, play_id: playId } });

export const fetchLeaderboard = (signal?: AbortSignal) =>
  api(memoryGameEndpoints.leaderboard, { query: { game_id: PUZZLE_GAME_ID }, signal });

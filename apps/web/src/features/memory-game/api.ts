import {
  leaderboardAnswer,
  memoryFlipAnswer,
  memoryStartAnswer,
  PUZZLE_GAME_ID,
  scoreAnswer,
} from '@app/contracts';
import { api } from '@/lib/api-client';

export const startPlay = () => api.send('/api/game/puzzle/start', undefined, { schema: memoryStartAnswer });

export const flipCard = (playId: string, index: number) =>
  api.send(`/api/game/puzzle/${encodeURIComponent(playId)}/flip`, { index }, { schema: memoryFlipAnswer });

export const submitScore = (playId: string, score: number) =>
  api.send('/api/game/score', { game_id: PUZZLE_GAME_ID, score, play_id: playId }, { schema: scoreAnswer });

export const fetchLeaderboard = (signal?: AbortSignal) =>
  api.read(`/api/game/leaderboard?game_id=${PUZZLE_GAME_ID}`, {
    schema: leaderboardAnswer,
    ...(signal ? { signal } : {}),
  });

/** The memory game (/game) and its leaderboard (/leaderboard), loaded on demand. */

import './memory-game.css';
export const loadMemoryGamePage = async () => (await import('./MemoryGamePage')).MemoryGamePage;
export const loadLeaderboardPage = async () => (await import('./LeaderboardPage')).LeaderboardPage;

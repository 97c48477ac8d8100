import type { GameMode } from '@app/game-rules';

/**
 * product spec 3 §9: lobby refresh every 3 s (active games always; queue counts over HTTP only while the lobby
 * WebSocket is down, it pushes them otherwise); join polls 1 s / 2 s.
 */
export const LOBBY_REFRESH_MS = 3000;
export const JOIN_POLL_MS: Record<GameMode, number> = { blitz: 1000, async: 2000 };

export const MODE_LABEL: Record<GameMode, string> = { blitz: 'Blitz', async: 'Async' };

/** product spec 3 §4 Matchmaking and product spec 3 §8 Lobby texts. */
export const LOBBY_TEXT = {
  joining: (mode: GameMode) => `Joining ${mode} queue...`,
  waiting: (mode: GameMode) => `Waiting for ${mode} opponent...`,
  joinError: (mode: GameMode) => `Error joining ${mode} queue. Please try again.`,
  searching: (mode: GameMode) => `Searching ${MODE_LABEL[mode]}...`,
  join: (mode: GameMode) => `Join ${MODE_LABEL[mode]} Queue`,
  maxAsync: 'Max 3 Async Games',
  pleaseLogIn: 'Please Log In',
  pleaseLogInToPlay: 'Please log in to play',
} as const;

export const LOBBY_PATH = '/card-game-lobby';

export const matchPath = (matchId: string) => `/card-game/${encodeURIComponent(matchId)}`;

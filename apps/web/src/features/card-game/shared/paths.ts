export const LOBBY_PATH = '/card-game-lobby';

import { matchPath, replayPath } from '@app/contracts';

// A match's board (the address notifications, pushes and emails link to) and its replay, written once in the
// contracts.
export { matchPath, replayPath };

/** A match watched live by a spectator. */
export const watchPath = (matchId: string) => `${matchPath(matchId)}/watch`;

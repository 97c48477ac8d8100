/** The header's badge of async games waiting on the member's move. */
export { GamesWaitingBadge } from './GamesWaitingBadge';

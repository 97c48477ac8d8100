import { cardNotificationEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

// Apart from the card game's other calls: the badge is on a member's every page, and their contracts (the match,
// the decks) would be built with it.

/** `GET /api/card/games/waiting`: how many of the member's async games wait on their move (the header's badge). */
export const fetchGamesWaiting = () => api(cardNotificationEndpoints.gamesWaiting);

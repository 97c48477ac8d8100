import type { Database } from '@app/db';
import { dealtMatch, type PlayerSlot } from '@app/game-rules';
import type { LoadedMatch } from './match-repository.ts';
import type { MatchService } from './match-service.ts';
import { isDeal } from './replay.ts';

// The last match's deal (its decks and who started) and the players' names now, in one round trip.
const REMATCH_OF = `
  select deal.action as deal, a.username as player_a_username, b.username as player_b_username
  from matches m
  join match_actions deal on deal.match_id = m.id and deal.version = 0
  join users a on a.id = m.player_a_id
  join users b on b.id = m.player_b_id
  where m.id = $1::text`;

/**
 * A rematch of a finished match, made through the match service: the same mode, the same players in the same
 * seats with the same decks (the ones the last match was dealt), and the other player starting. Null when the
 * last match's deal is not recorded (matches dealt before deals kept their decks).
 */
export async function createRematch(
  database: Database,
  matches: MatchService,
  previous: LoadedMatch,
): Promise<LoadedMatch | null> {
  const [row] = await database.executePrepared(REMATCH_OF, [previous.id]);
  if (!row || !isDeal(row.deal)) return null;
  const { decks } = row.deal;
  const startedLast = dealtMatch(row.deal).currentTurn;
  const firstPlayer: PlayerSlot = startedLast === 'player_a' ? 'player_b' : 'player_a';
  const match = await matches.create(
    previous.mode,
    { id: previous.playerAId, username: String(row.player_a_username), deck: decks.player_a },
    { id: previous.playerBId, username: String(row.player_b_username), deck: decks.player_b },
    undefined,
    { firstPlayer },
  );
  matches.scheduleTurnDeadline(match);
  return match;
}

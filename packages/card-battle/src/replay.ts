import type { Database } from '@app/db';
import type { Action, MatchDeal } from '@app/game-rules';

/** A finished match's deal and its actions in order: with the rules, every state it went through. */
export interface MatchReplay {
  deal: MatchDeal;
  actions: Action[];
}

export type ReplayLookup =
  | { status: 'finished'; replay: MatchReplay }
  | { status: 'in_progress' }
  /** No such match, or one dealt before deals recorded their decks. */
  | { status: 'missing' };

// The match's status, its deal (the log's version 0) and every later action, in one round trip.
const REPLAY = `
  select m.status, m.seed, deal.action as deal,
    coalesce(
      (select json_agg(later.action order by later.version)
       from match_actions later where later.match_id = m.id and later.version > 0),
      '[]'::json) as actions
  from matches m
  left join match_actions deal on deal.match_id = m.id and deal.version = 0
  where m.id = $1::text`;

export const isDeal = (value: unknown): value is MatchDeal & { type: 'deal' } =>
  typeof value === 'object' && value !== null && 'decks' in value && 'startedAt' in value;

/**
 * What a finished match's replay is made of, read from the action log the match already keeps: nothing is
 * stored for it beyond the deal's own row. A match in progress is not given out (its hands are secret).
 */
export async function loadReplay(database: Database, matchId: string): Promise<ReplayLookup> {
  const [row] = await database.executePrepared(REPLAY, [matchId]);
  if (!row) return { status: 'missing' };
  if (row.status === 'in_progress') return { status: 'in_progress' };
  if (!isDeal(row.deal)) return { status: 'missing' };
  const { type: _deal, ...deal } = row.deal;
  return {
    status: 'finished',
    replay: { deal: { ...deal, seed: String(row.seed) }, actions: row.actions as Action[] },
  };
}

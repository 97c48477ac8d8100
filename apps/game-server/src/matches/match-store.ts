import { randomBytes, randomUUID } from 'node:crypto';
import {
  awardPoints,
  type Database,
  type Executor,
  type MatchRow,
  matchActions,
  matches,
  sqlWithParams,
} from '@app/db';
import {
  type Action,
  applyAction as applyRules,
  BATTLE_LOG_LIMIT,
  type BattleLogEntry,
  type CardCatalogue,
  createMatch,
  type GameMode,
  type MatchState,
  type PlayerSlot,
  type RefusalReason,
  rewardPoints,
} from '@app/game-rules';

export interface LoadedMatch {
  id: string;
  mode: GameMode;
  playerAId: number;
  playerBId: number;
  state: MatchState;
}

export interface NewMatchPlayer {
  id: number;
  username: string;
  deck: readonly string[];
}

type LoadedRow = Pick<MatchRow, 'id' | 'mode' | 'playerAId' | 'playerBId' | 'state'>;

const toLoaded = (row: LoadedRow, battleLog: BattleLogEntry[]): LoadedMatch => ({
  id: row.id,
  mode: row.mode,
  playerAId: row.playerAId,
  playerBId: row.playerBId,
  state: { ...(row.state as MatchState), battleLog },
});

/** The stored state leaves out the battle log (most of its size); match_actions keeps the entries. */
const withoutLog = (state: MatchState) => JSON.stringify({ ...state, battleLog: [] });

export function slotOf(
  match: Pick<LoadedMatch, 'playerAId' | 'playerBId'>,
  userId: number,
): PlayerSlot | null {
  if (match.playerAId === userId) return 'player_a';
  if (match.playerBId === userId) return 'player_b';
  return null;
}

/** Deals a new match (seeded coin flip and shuffles) and stores it. */
export async function createMatchRecord(
  db: Executor,
  input: {
    mode: GameMode;
    playerA: NewMatchPlayer;
    playerB: NewMatchPlayer;
    turnSeconds?: number;
    now: number;
  },
): Promise<LoadedMatch> {
  const seed = randomBytes(8).toString('hex');
  const state = createMatch({
    seed,
    mode: input.mode,
    playerA: { id: String(input.playerA.id), username: input.playerA.username },
    playerB: { id: String(input.playerB.id), username: input.playerB.username },
    deckA: input.playerA.deck,
    deckB: input.playerB.deck,
    now: input.now,
    ...(input.turnSeconds ? { turnSeconds: input.turnSeconds } : {}),
  });
  const id = randomUUID();
  const [row] = await db
    .insert(matches)
    .values({
      id,
      mode: input.mode,
      playerAId: input.playerA.id,
      playerBId: input.playerB.id,
      status: state.gameStatus,
      currentTurn: state.currentTurn,
      turnCount: state.turnCount,
      version: state.version,
      turnDeadline: new Date(state.turnDeadline),
      seed,
      state: { ...state, battleLog: [] },
    })
    .returning();
  // Version 0 is the deal: the coin flip's log entries.
  await db
    .insert(matchActions)
    .values({ matchId: id, version: 0, action: { type: 'deal' }, events: state.battleLog });
  return toLoaded(row as MatchRow, state.battleLog);
}

// The match row and its last BATTLE_LOG_LIMIT actions' log entries (each action
// logs at least one, so they hold the whole log), in one prepared round trip.
const LOAD = `
  select m.id, m.mode, m.player_a_id as "playerAId", m.player_b_id as "playerBId", m.state,
    coalesce(
      (select json_agg(recent.events order by recent.version)
       from (select events, version from match_actions
             where match_id = m.id order by version desc limit ${BATTLE_LOG_LIMIT}) recent),
      '[]'::json) as recent_events
  from matches m
  where m.id = $1::text`;

export async function loadMatch(database: Database, matchId: string): Promise<LoadedMatch | null> {
  const [row] = await database.executePrepared(LOAD, [matchId]);
  if (!row) return null;
  const battleLog = (row.recent_events as BattleLogEntry[][]).flat();
  return toLoaded(row as unknown as LoadedRow, battleLog.slice(-BATTLE_LOG_LIMIT));
}

export type ApplyOutcome =
  | { ok: true; match: LoadedMatch; events: BattleLogEntry[] }
  | { ok: false; reason: RefusalReason | 'stale'; match: LoadedMatch };

/**
 * Applies one action to a match whose state the caller holds, and saves it
 * with a compare-and-set on the version the caller saw: if anyone else saved
 * first, nothing is written and the answer is 'stale' (reload and retry).
 * The state, the action log row and (when the match ends) the winner's point
 * are written together, and only then may the caller broadcast.
 */
export async function applyAndSave(
  database: Database,
  catalogue: CardCatalogue,
  match: LoadedMatch,
  action: Action,
): Promise<ApplyOutcome> {
  const result = applyRules(match.state, action, catalogue);
  if (!result.ok) return { ok: false, reason: result.reason, match };
  const next = result.state;
  const params = saveStepParams(match, next, action, result.events);
  const saved =
    next.gameStatus === 'in_progress'
      ? (await database.executePrepared(SAVE_STEP, params)).length === 1
      : await database.db.transaction(async (tx) => {
          if (rowsOf(await tx.execute(sqlWithParams(SAVE_STEP, params))).length !== 1) return false;
          await payWinner(tx, match, next);
          return true;
        });
  if (!saved) return { ok: false, reason: 'stale', match };
  return { ok: true, match: { ...match, state: next }, events: result.events };
}

/** Loads, applies and saves, retrying when another writer got there first. */
export async function applyToStoredMatch(
  database: Database,
  catalogue: CardCatalogue,
  matchId: string,
  buildAction: (match: LoadedMatch) => Action | null,
  attempts = 5,
): Promise<ApplyOutcome | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const match = await loadMatch(database, matchId);
    if (!match) return null;
    const action = buildAction(match);
    if (!action) return null;
    const outcome = await applyAndSave(database, catalogue, match, action);
    if (outcome.ok || outcome.reason !== 'stale') return outcome;
  }
  throw new Error(`match ${matchId}: gave up after ${attempts} conflicting writes`);
}

// One statement: the version check, the new state and the action log row
// succeed or fail together, in a single round trip. Its text never varies
// (only its parameters), so it runs as one cached prepared statement.
const SAVE_STEP = `
  with saved as (
    update matches set
      state = $1::jsonb,
      version = $2::int,
      status = $3::text,
      current_turn = $4::text,
      turn_count = $5::int,
      turn_deadline = $6::timestamptz,
      winner_id = $7::int,
      win_reason = $8::text,
      finished_at = case when $3::text = 'in_progress' then null else now() end,
      updated_at = now()
    where id = $9::text and version = $10::int
    returning id
  )
  insert into match_actions (match_id, version, action, events)
  select id, $2::int, $11::jsonb, $12::jsonb from saved
  returning match_id`;

function saveStepParams(match: LoadedMatch, next: MatchState, action: Action, events: BattleLogEntry[]) {
  const winnerId =
    next.winner === 'player_a' ? match.playerAId : next.winner === 'player_b' ? match.playerBId : null;
  return [
    withoutLog(next),
    next.version,
    next.gameStatus,
    next.currentTurn,
    next.turnCount,
    new Date(next.turnDeadline).toISOString(),
    winnerId,
    next.winReason,
    match.id,
    match.state.version,
    JSON.stringify(action),
    JSON.stringify(events),
  ];
}

// postgres.js answers an array of rows, PGlite an object with `rows`.
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);

async function payWinner(db: Executor, match: LoadedMatch, state: MatchState) {
  if (!state.winner) return;
  const amount = rewardPoints(state, state.winner);
  if (amount <= 0) return;
  await awardPoints(db, {
    userId: state.winner === 'player_a' ? match.playerAId : match.playerBId,
    amount,
    reason: 'card_game_win',
    reference: `match:${match.id}`,
  });
}

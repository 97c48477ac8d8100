import { randomBytes, randomUUID } from 'node:crypto';
import { awardPoints, type Database, type Executor, type MatchRow, matchActions, matches } from '@app/db';
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
import { desc, eq, type SQL, sql } from 'drizzle-orm';

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

const toLoaded = (row: MatchRow, battleLog: BattleLogEntry[]): LoadedMatch => ({
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

export async function loadMatch(db: Executor, matchId: string): Promise<LoadedMatch | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) return null;
  // Each action logs at least one entry, so the last BATTLE_LOG_LIMIT actions hold the log.
  const recent = await db
    .select({ events: matchActions.events })
    .from(matchActions)
    .where(eq(matchActions.matchId, matchId))
    .orderBy(desc(matchActions.version))
    .limit(BATTLE_LOG_LIMIT);
  const battleLog = recent.reverse().flatMap((entry) => entry.events as BattleLogEntry[]);
  return toLoaded(row, battleLog.slice(-BATTLE_LOG_LIMIT));
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
  const save = saveStepQuery(match, next, action, result.events);
  const saved =
    next.gameStatus === 'in_progress'
      ? (await database.executePrepared(save)).length === 1
      : await database.db.transaction(async (tx) => {
          if (rowsOf(await tx.execute(save)).length !== 1) return false;
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
    const match = await loadMatch(database.db, matchId);
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
function saveStepQuery(match: LoadedMatch, next: MatchState, action: Action, events: BattleLogEntry[]): SQL {
  const winnerId =
    next.winner === 'player_a' ? match.playerAId : next.winner === 'player_b' ? match.playerBId : null;
  return sql`
    with saved as (
      update ${matches} set
        state = ${withoutLog(next)}::jsonb,
        version = ${next.version}::int,
        status = ${next.gameStatus}::text,
        current_turn = ${next.currentTurn}::text,
        turn_count = ${next.turnCount}::int,
        turn_deadline = ${new Date(next.turnDeadline).toISOString()}::timestamptz,
        winner_id = ${winnerId}::int,
        win_reason = ${next.winReason}::text,
        finished_at = case when ${next.gameStatus}::text = 'in_progress' then null else now() end,
        updated_at = now()
      where id = ${match.id}::text and version = ${match.state.version}::int
      returning id
    )
    insert into match_actions (match_id, version, action, events)
    select id, ${next.version}::int, ${JSON.stringify(action)}::jsonb, ${JSON.stringify(events)}::jsonb from saved
    returning match_id`;
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

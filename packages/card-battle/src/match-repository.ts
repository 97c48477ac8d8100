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

/*
 * A match whose room holds a live claim is timed by that room's own clock: a
 * job or sweep ending its turn meanwhile could take a turn from a player whose
 * host just died and who is reconnecting elsewhere (the reopening room gives
 * the lost time back instead). The host itself passes its own id.
 */
const NOT_HOSTED_ELSEWHERE = `not exists (
    select 1 from match_room_claims c
    where c.match_id = matches.id and c.lease_until > now() and c.owner <> $4::text)`;

const TURN_DUE = `
  select 1 from matches
  where id = $1::text and status = 'in_progress' and turn_count = $2::int and turn_deadline <= $3::timestamptz
    and ${NOT_HOSTED_ELSEWHERE}`;

/**
 * Whether turn `turnCount` is still being played, its deadline has passed, and
 * no other process's room is timing it: one cheap indexed read.
 */
export async function isTurnDue(
  database: Database,
  matchId: string,
  turnCount: number,
  now: number,
  host = '',
) {
  const due = await database.executePrepared(TURN_DUE, [
    matchId,
    turnCount,
    new Date(now).toISOString(),
    host,
  ]);
  return due.length > 0;
}

const OVERDUE = `
  select id as "matchId", turn_count as "turnCount" from matches
  where status = 'in_progress' and turn_deadline <= $1::timestamptz
    and ${NOT_HOSTED_ELSEWHERE.replace('$4::text', "''")}
  order by turn_deadline
  limit $2::int`;

/** Turns past their deadline that no room is timing, oldest first. */
export async function overdueTurns(database: Database, now: number, limit: number) {
  const rows = await database.executePrepared(OVERDUE, [new Date(now).toISOString(), limit]);
  return rows as Array<{ matchId: string; turnCount: number }>;
}

export type ApplyOutcome =
  | { ok: true; match: LoadedMatch; events: BattleLogEntry[] }
  | { ok: false; reason: RefusalReason | 'stale'; match: LoadedMatch };

/**
 * Saves steps with a compare-and-set on the version each one was applied to.
 * Steps that reach it in the same turn of the event loop share one statement
 * and one commit (group commit): under load many rooms save at once, and one
 * round trip and one WAL flush for all of them is what keeps moves fast.
 * Each step still succeeds or fails alone: its state and its action row are
 * written together, and a stale step changes nothing.
 */
export function createStepWriter(database: Database) {
  type Pending = { step: StepRow; resolve: (saved: boolean) => void; reject: (error: unknown) => void };
  let pending: Pending[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const rows = await database.executePrepared(SAVE_STEPS, [JSON.stringify(batch.map((p) => p.step))]);
      const saved = new Set(rows.map((row) => row.n));
      for (const [index, { resolve }] of batch.entries()) resolve(saved.has(index + 1));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };
  return (step: StepRow) =>
    new Promise<boolean>((resolve, reject) => {
      if (pending.push({ step, resolve, reject }) === 1) setImmediate(flush);
    });
}

export type StepWriter = ReturnType<typeof createStepWriter>;

/**
 * Applies one action to a match whose state the caller holds, and saves it
 * with a compare-and-set on the version the caller saw: if anyone else saved
 * first, nothing is written and the answer is 'stale' (reload and retry).
 * The state, the action log row and (when the match ends) the winner's point
 * are written together, and only then may the caller broadcast.
 */
export async function applyAndSave(
  database: Database,
  saveStep: StepWriter,
  catalogue: CardCatalogue,
  match: LoadedMatch,
  action: Action,
): Promise<ApplyOutcome> {
  const result = applyRules(match.state, action, catalogue);
  if (!result.ok) return { ok: false, reason: result.reason, match };
  const next = result.state;
  const step = stepRow(match, next, action, result.events);
  const saved =
    next.gameStatus === 'in_progress'
      ? await saveStep(step)
      : await database.db.transaction(async (tx) => {
          const params = [JSON.stringify([step])];
          if (rowsOf(await tx.execute(sqlWithParams(SAVE_STEPS, params))).length !== 1) return false;
          await payWinner(tx, match, next);
          return true;
        });
  if (!saved) return { ok: false, reason: 'stale', match };
  return { ok: true, match: { ...match, state: next }, events: result.events };
}

/** Loads, applies and saves, retrying when another writer got there first. */
export async function applyToStoredMatch(
  database: Database,
  saveStep: StepWriter,
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
    const outcome = await applyAndSave(database, saveStep, catalogue, match, action);
    if (outcome.ok || outcome.reason !== 'stale') return outcome;
  }
  throw new Error(`match ${matchId}: gave up after ${attempts} conflicting writes`);
}

// One statement for a batch of steps (a JSON array of step rows): for each,
// the version check, the new state and the action log row; it answers the
// 1-based positions of the steps saved. Two steps for one match at the same
// version can share a batch (a room and a deadline job): the update joins
// one of them, so only that one is saved. Its text never varies, so it runs
// as one cached prepared statement.
const SAVE_STEPS = `
  with step as (
    select * from rows from (jsonb_to_recordset($1::jsonb) as (
      id text, expected int, state jsonb, version int, status text, current_turn text,
      turn_count int, turn_deadline timestamptz, winner_id int, win_reason text,
      action jsonb, events jsonb)) with ordinality
  ), saved as (
    update matches m set
      state = step.state,
      version = step.version,
      status = step.status,
      current_turn = step.current_turn,
      turn_count = step.turn_count,
      turn_deadline = step.turn_deadline,
      winner_id = step.winner_id,
      win_reason = step.win_reason,
      finished_at = case when step.status = 'in_progress' then null else now() end,
      updated_at = now()
    from step
    where m.id = step.id and m.version = step.expected
    returning m.id, step.version, step.action, step.events, step.ordinality::int as n
  ), logged as (
    insert into match_actions (match_id, version, action, events)
    select id, version, action, events from saved
  )
  select n from saved`;

type StepRow = ReturnType<typeof stepRow>;

function stepRow(match: LoadedMatch, next: MatchState, action: Action, events: BattleLogEntry[]) {
  return {
    id: match.id,
    expected: match.state.version,
    state: { ...next, battleLog: [] },
    version: next.version,
    status: next.gameStatus,
    current_turn: next.currentTurn,
    turn_count: next.turnCount,
    turn_deadline: new Date(next.turnDeadline).toISOString(),
    winner_id:
      next.winner === 'player_a' ? match.playerAId : next.winner === 'player_b' ? match.playerBId : null,
    win_reason: next.winReason,
    action,
    events,
  };
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

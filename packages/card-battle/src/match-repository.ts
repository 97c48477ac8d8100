import { randomBytes, randomUUID } from 'node:crypto';
import { type Database, type Executor, type MatchRow, matchActions, matches } from '@app/db';
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
  /** The version of the stored snapshot (`matches.state`); the actions after it are only in the log. */
  stateVersion: number;
}

/**
 * How many actions may follow the stored snapshot before a save writes a new
 * one. Between snapshots a move is one small row of the action log; a load
 * replays at most this many actions through the rules (microseconds each).
 * At most BATTLE_LOG_LIMIT, so the actions to replay are always among the ones
 * a load reads for the battle log anyway.
 */
export const SNAPSHOT_EVERY = 16;

export interface NewMatchPlayer {
  id: number;
  username: string;
  deck: readonly string[];
}

type LoadedRow = Pick<MatchRow, 'id' | 'mode' | 'playerAId' | 'playerBId' | 'state' | 'stateVersion'>;

const toLoaded = (row: LoadedRow, state: MatchState): LoadedMatch => ({
  id: row.id,
  mode: row.mode,
  playerAId: row.playerAId,
  playerBId: row.playerBId,
  state,
  stateVersion: row.stateVersion,
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
      stateVersion: state.version,
      turnDeadline: new Date(state.turnDeadline),
      seed,
      state: { ...state, battleLog: [] },
    })
    .returning();
  // Version 0 is the deal: the coin flip's log entries.
  await db
    .insert(matchActions)
    .values({ matchId: id, version: 0, action: { type: 'deal' }, events: state.battleLog });
  return toLoaded(row as MatchRow, state);
}

// The match row, its last BATTLE_LOG_LIMIT actions' log entries (each action
// logs at least one, so they hold the whole log) and the actions after its
// snapshot, in one prepared round trip.
const LOAD = `
  select m.id, m.mode, m.player_a_id as "playerAId", m.player_b_id as "playerBId", m.state,
    m.state_version as "stateVersion",
    coalesce(
      (select json_agg(recent.events order by recent.version)
       from (select events, version from match_actions
             where match_id = m.id order by version desc limit ${BATTLE_LOG_LIMIT}) recent),
      '[]'::json) as recent_events,
    coalesce(
      (select json_agg(later.action order by later.version)
       from match_actions later where later.match_id = m.id and later.version > m.state_version),
      '[]'::json) as later_actions
  from matches m
  where m.id = $1::text`;

/**
 * The match as of its last action: the snapshot, with the actions logged after
 * it applied again through the rules (which are deterministic: the action
 * carries its time, the state its generator), and the battle log from the log.
 */
export async function loadMatch(
  database: Database,
  catalogue: CardCatalogue,
  matchId: string,
): Promise<LoadedMatch | null> {
  const [row] = await database.executePrepared(LOAD, [matchId]);
  if (!row) return null;
  let state: MatchState = { ...(row.state as MatchState), battleLog: [] };
  for (const action of row.later_actions as Action[]) {
    const replayed = applyRules(state, action, catalogue);
    // Only a card definition changed by a deploy in the middle of a match could refuse a logged action.
    if (!replayed.ok)
      throw new Error(`match ${matchId}: logged action ${state.version + 1} refused on replay`);
    state = replayed.state;
  }
  const battleLog = (row.recent_events as BattleLogEntry[][]).flat().slice(-BATTLE_LOG_LIMIT);
  return toLoaded(row as unknown as LoadedRow, { ...state, battleLog });
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
 * Saves steps, each with a compare-and-set: its action row takes the next
 * version in the match's log, and a version already taken means someone saved
 * first. Steps that reach it while a batch is being written share the next
 * statement and commit (group commit): under load many rooms save at once,
 * and one round trip and one WAL flush for all of them is what keeps moves
 * fast. Each step still succeeds or fails alone: its action row and its
 * match row changes are written together, and a stale step changes nothing.
 */
export function createStepWriter(database: Database) {
  type Pending = { step: StepRow; resolve: (saved: boolean) => void; reject: (error: unknown) => void };
  let pending: Pending[] = [];
  let writing = false;
  const save = async (batch: Pending[]) => {
    try {
      const steps = batch.map((p) => p.step);
      if (steps.some((step) => step.row_changed)) {
        const rows = await database.executePrepared(SAVE_STEPS, [JSON.stringify(steps)]);
        const saved = new Set(rows.map((row) => row.n));
        for (const [index, { resolve }] of batch.entries()) resolve(saved.has(index + 1));
        return;
      }
      // Most card plays only append their action: a plain insert costs PostgreSQL about a quarter less.
      const rows = await database.executePrepared(APPEND_ACTIONS, [
        JSON.stringify(steps.map(({ id, version, action, events }) => ({ id, version, action, events }))),
      ]);
      const appended = new Set(rows.map((row) => `${row.match_id} ${row.version}`));
      for (const { step, resolve } of batch) {
        // Of two steps for the same version, the first took it (or neither did).
        const key = `${step.id} ${step.version}`;
        resolve(appended.delete(key));
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };
  // One batch is written at a time. A step that comes while none is being written goes at once (in a
  // microtask, so the steps of one message go together); the steps that come while one is being written
  // wait for it and then go together: under load the batches grow by themselves, with no time added
  // when there is none. (Gathering a turn of the event loop with setImmediate instead added one: postgres.js
  // writes its queries on the next setImmediate, a loop turn later.)
  const flush = async () => {
    if (writing || pending.length === 0) return;
    writing = true;
    const batch = pending;
    pending = [];
    await save(batch);
    writing = false;
    void flush();
  };
  return (step: StepRow) =>
    new Promise<boolean>((resolve, reject) => {
      if (pending.push({ step, resolve, reject }) === 1) queueMicrotask(() => void flush());
    });
}

export type StepWriter = ReturnType<typeof createStepWriter>;

/**
 * Applies one action to a match whose state the caller holds, and saves it
 * with a compare-and-set on the version the caller saw: if anyone else saved
 * first, nothing is written and the answer is 'stale' (reload and retry).
 * The action row, the match row's changes and (when the match ends) the
 * winner's points are written together, and only then may the caller broadcast.
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
    next.gameStatus === 'in_progress' ? await saveStep(step) : await saveFinalStep(database, step, next);
  if (!saved) return { ok: false, reason: 'stale', match };
  const stateVersion = step.state ? next.version : match.stateVersion;
  return { ok: true, match: { ...match, state: next, stateVersion }, events: result.events };
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
    const match = await loadMatch(database, catalogue, matchId);
    if (!match) return null;
    const action = buildAction(match);
    if (!action) return null;
    const outcome = await applyAndSave(database, saveStep, catalogue, match, action);
    if (outcome.ok || outcome.reason !== 'stale') return outcome;
  }
  throw new Error(`match ${matchId}: gave up after ${attempts} conflicting writes`);
}

// One statement for a batch of steps (a JSON array of step rows): SAVE_STEPS,
// or SAVE_FINAL_STEP for a match's last, which both build on this. Each step
// appends its action row unless its version is taken (the compare-and-set:
// versions are dense, so a writer that saw an older version always finds
// its next one taken); a step whose row was appended then updates the match
// row if it changed the turn, the deadline or the outcome, or brings a
// snapshot. It answers the 1-based positions of the steps saved. Two steps for
// one match at the same version can share a batch (a room and a deadline
// job): only the first is tried, the other is stale. Its text never varies,
// so it runs as one cached prepared statement.
const STEPS_SAVED = `
  with step as (
    select distinct on (id, version) * from rows from (jsonb_to_recordset($1::jsonb) as (
      id text, version int, action jsonb, events jsonb, row_changed boolean, state jsonb, status text,
      current_turn text, turn_count int, turn_deadline timestamptz, winner_id int, win_reason text))
      with ordinality
    order by id, version, ordinality
  ), logged as (
    insert into match_actions (match_id, version, action, events)
    select id, version, action, events from step
    on conflict do nothing
    returning match_id, version
  ), saved as (
    select step.* from step join logged on logged.match_id = step.id and logged.version = step.version
  ), updated as (
    update matches m set
      state = coalesce(saved.state, m.state),
      state_version = case when saved.state is null then m.state_version else saved.version end,
      status = saved.status,
      current_turn = saved.current_turn,
      turn_count = saved.turn_count,
      turn_deadline = saved.turn_deadline,
      winner_id = saved.winner_id,
      win_reason = saved.win_reason,
      finished_at = case when saved.status = 'in_progress' then null else now() end
    from saved
    where m.id = saved.id and saved.row_changed
  )`;
const SAVE_STEPS = `${STEPS_SAVED} select ordinality::int as n from saved`;

// The final step of a match and the winner's points in one statement (one round trip, one commit): the
// award is written only if the step was (a stale step pays nothing), at most once per match (the ledger's
// unique reason and reference, as in awardPoints).
const SAVE_FINAL_STEP = `${STEPS_SAVED}, paid as (
    insert into points_ledger (user_id, amount, reason, reference)
    select $2::int, $3::int, $4::text, $5::text from saved where $2::int is not null and $3::int > 0
    on conflict (reason, reference) do nothing
  )
  select ordinality::int as n from saved`;

/** Saves the step that ends a match, paying its winner (if any) in the same statement. */
async function saveFinalStep(database: Database, step: StepRow, state: MatchState) {
  const rows = await database.executePrepared(SAVE_FINAL_STEP, [
    JSON.stringify([step]),
    step.winner_id,
    state.winner ? rewardPoints(state, state.winner) : 0,
    'card_game_win',
    `match:${step.id}`,
  ]);
  return rows.length === 1;
}

// A batch of steps none of which changes the match row: only their action rows, each appended unless its
// version is taken (by an earlier writer, or by an earlier step of the batch: rows go in the batch's order, and
// ON CONFLICT DO NOTHING skips a row whose key this statement already inserted). Answers the rows appended.
const APPEND_ACTIONS = `
  insert into match_actions (match_id, version, action, events)
  select id, version, action, events
  from rows from (jsonb_to_recordset($1::jsonb) as (id text, version int, action jsonb, events jsonb))
    with ordinality as step(id, version, action, events, n)
  order by n
  on conflict do nothing
  returning match_id, version`;

type StepRow = ReturnType<typeof stepRow>;

function stepRow(match: LoadedMatch, next: MatchState, action: Action, events: BattleLogEntry[]) {
  const before = match.state;
  const over = next.gameStatus !== 'in_progress';
  const snapshot = over || next.version - match.stateVersion >= SNAPSHOT_EVERY;
  return {
    id: match.id,
    version: next.version,
    action,
    events,
    // Most card plays change none of the match row's columns: then only the action row is written.
    row_changed:
      snapshot ||
      next.currentTurn !== before.currentTurn ||
      next.turnCount !== before.turnCount ||
      next.turnDeadline !== before.turnDeadline,
    state: snapshot ? { ...next, battleLog: [] } : null,
    status: next.gameStatus,
    current_turn: next.currentTurn,
    turn_count: next.turnCount,
    turn_deadline: new Date(next.turnDeadline).toISOString(),
    winner_id:
      next.winner === 'player_a' ? match.playerAId : next.winner === 'player_b' ? match.playerBId : null,
    win_reason: next.winReason,
  };
}

import { type Database, sqlWithParams } from '@app/db';
import type { Action, BattleLogEntry, MatchState } from '@app/game-rules';
import { TransactionRollbackError } from 'drizzle-orm';
import { type CardNote, NOTES_WRITTEN } from './match-notes.ts';
import type { LoadedMatch } from './match-repository.ts';
import { settleMatch, withPointsPaid } from './match-settlement.ts';

// How a move is written: its action row appended to the match's log with a compare-and-set on its version, the
// match row's columns when they change, a snapshot now and then, and a match's last settled with it (ratings, points).

/**
 * How many actions may follow the stored snapshot before a save writes a new
 * one. Between snapshots a move is one small row of the action log; a load
 * replays at most this many actions through the rules (microseconds each).
 * At most BATTLE_LOG_LIMIT, so the actions to replay are always among the ones
 * a load reads for the battle log anyway.
 */
export const SNAPSHOT_EVERY = 16;

/**
 * The least time between two batches' starts. A commit costs PostgreSQL and both processes' event loops about
 * the same whatever it holds: with 4,000 blitz matches at human pace (≈ 1,000 moves a second), batches held 2
 * steps on average without it and 5.4 with 3 ms, and the machine's CPU went 137 → 115 % (PostgreSQL 31 → 23 %,
 * the game server 57 → 52 %; `pnpm bench:capacity`), for ≈ 2 ms more on a move's median. Nobody sees 3 ms in a
 * 45-second turn; a quiet server adds none (a step after a quiet spell goes at once).
 */
export const COMMIT_EVERY_MS = 3;

/**
 * Saves steps, each with a compare-and-set: its action row takes the next
 * version in the match's log, and a version already taken means someone saved
 * first. Steps that reach it while a batch is being written share the next
 * statement and commit (group commit): under load many rooms save at once,
 * and one round trip and one WAL flush for all of them is what keeps moves
 * fast. Each step still succeeds or fails alone: its action row and its
 * match row changes are written together, and a stale step changes nothing.
 *
 * Batches start at least `commitEveryMs` apart: a step that comes sooner after
 * the last batch started waits for the rest of that time, gathering the steps
 * that come meanwhile; a step after a quiet spell goes at once. Under load this
 * trades a few milliseconds for far fewer commits (see COMMIT_EVERY_MS).
 */
export function createStepWriter(database: Database, commitEveryMs = COMMIT_EVERY_MS) {
  type Pending = { step: StepRow; resolve: (saved: boolean) => void; reject: (error: unknown) => void };
  let pending: Pending[] = [];
  let writing = false;
  const save = async (batch: Pending[]) => {
    try {
      const steps = batch.map((p) => p.step);
      if (steps.some((step) => step.row_changed)) {
        // Only a batch that tells someone something writes notifications (blitz players on the board never do).
        const statement = steps.some((step) => step.notes) ? SAVE_NOTED_STEPS : SAVE_STEPS;
        const rows = await database.executePrepared(statement, [JSON.stringify(steps)]);
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
  // One batch is written at a time. A step that comes while none is being written goes in a microtask (so the
  // steps of one message go together), or once commitEveryMs have passed since the last batch started; the
  // steps that come while one is being written or waited for go together in the next. (Gathering a turn of the
  // event loop with setImmediate instead added one: postgres.js writes its queries on the next setImmediate.)
  let lastStarted = Number.NEGATIVE_INFINITY;
  const flush = async () => {
    if (writing || pending.length === 0) return;
    writing = true;
    const early = lastStarted + commitEveryMs - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    lastStarted = performance.now();
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

// One statement for a batch of steps (a JSON array of step rows): SAVE_STEPS
// and SAVE_NOTED_STEPS (a match's last too, in saveFinalStep's transaction) build on this. Each step
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
      current_turn text, turn_count int, turn_deadline timestamptz, winner_id int, win_reason text, notes jsonb))
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
/** SAVE_STEPS with the saved steps' notifications (match-notes.ts), written only if their step was. */
const SAVE_NOTED_STEPS = `${STEPS_SAVED}${NOTES_WRITTEN} select ordinality::int as n from saved`;

/**
 * Saves the step that ends a match in one transaction with what its end settles (match-settlement.ts: both
 * ratings, both results, the winner's point under the daily pair cap), the "match ended" notes carrying the
 * points it paid. Settled first, so the notes can say so; a stale step (someone saved first) rolls all of it
 * back: however often a match's last action is retried, it is settled once.
 */
export async function saveFinalStep(
  database: Database,
  step: StepRow,
  match: LoadedMatch,
  state: MatchState,
) {
  try {
    return await database.db.transaction(async (tx) => {
      const settlement = await settleMatch(tx, match, state);
      const notes = step.notes?.map((note) => withPointsPaid(note, settlement)) ?? null;
      // postgres.js answers the rows, PGlite an object holding them.
      const saved = (await tx.execute(
        sqlWithParams(SAVE_NOTED_STEPS, [JSON.stringify([{ ...step, notes }])]),
      )) as unknown as unknown[] | { rows: unknown[] };
      if ((Array.isArray(saved) ? saved : saved.rows).length !== 1) tx.rollback();
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
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

export type StepRow = ReturnType<typeof stepRow>;

export function stepRow(
  match: LoadedMatch,
  next: MatchState,
  action: Action,
  events: BattleLogEntry[],
  notes: CardNote[] | null = null,
) {
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
    notes,
  };
}

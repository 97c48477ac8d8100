import { randomBytes, randomUUID } from 'node:crypto';
import { type AppDatabase, awardPoints, type Executor, type MatchRow, matches } from '@app/db';
import {
  type Action,
  applyAction as applyRules,
  type BattleLogEntry,
  type CardCatalogue,
  createMatch,
  type GameMode,
  type MatchState,
  type PlayerSlot,
  type RefusalReason,
  rewardPoints,
} from '@app/game-rules';
import { eq, sql } from 'drizzle-orm';

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

const toLoaded = (row: MatchRow): LoadedMatch => ({
  id: row.id,
  mode: row.mode,
  playerAId: row.playerAId,
  playerBId: row.playerBId,
  state: row.state as MatchState,
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
  const [row] = await db
    .insert(matches)
    .values({
      id: randomUUID(),
      mode: input.mode,
      playerAId: input.playerA.id,
      playerBId: input.playerB.id,
      status: state.gameStatus,
      currentTurn: state.currentTurn,
      turnCount: state.turnCount,
      version: state.version,
      turnDeadline: new Date(state.turnDeadline),
      seed,
      state,
    })
    .returning();
  return toLoaded(row as MatchRow);
}

export async function loadMatch(db: Executor, matchId: string): Promise<LoadedMatch | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  return row ? toLoaded(row) : null;
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
  db: AppDatabase,
  catalogue: CardCatalogue,
  match: LoadedMatch,
  action: Action,
): Promise<ApplyOutcome> {
  const result = applyRules(match.state, action, catalogue);
  if (!result.ok) return { ok: false, reason: result.reason, match };
  const next = result.state;
  const saved =
    next.gameStatus === 'in_progress'
      ? await saveStep(db, match, next, action)
      : await db.transaction(async (tx) => {
          if (!(await saveStep(tx, match, next, action))) return false;
          await payWinner(tx, match, next);
          return true;
        });
  if (!saved) return { ok: false, reason: 'stale', match };
  return { ok: true, match: { ...match, state: next }, events: result.events };
}

/** Loads, applies and saves, retrying when another writer got there first. */
export async function applyToStoredMatch(
  db: AppDatabase,
  catalogue: CardCatalogue,
  matchId: string,
  buildAction: (match: LoadedMatch) => Action | null,
  attempts = 5,
): Promise<ApplyOutcome | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const match = await loadMatch(db, matchId);
    if (!match) return null;
    const action = buildAction(match);
    if (!action) return null;
    const outcome = await applyAndSave(db, catalogue, match, action);
    if (outcome.ok || outcome.reason !== 'stale') return outcome;
  }
  throw new Error(`match ${matchId}: gave up after ${attempts} conflicting writes`);
}

// One statement: the version check, the new state and the action log row
// succeed or fail together, in a single round trip.
async function saveStep(
  db: Executor,
  match: LoadedMatch,
  next: MatchState,
  action: Action,
): Promise<boolean> {
  const winnerId =
    next.winner === 'player_a' ? match.playerAId : next.winner === 'player_b' ? match.playerBId : null;
  const finished = next.gameStatus !== 'in_progress';
  const rows = await db.execute(sql`
    with saved as (
      update ${matches} set
        state = ${JSON.stringify(next)}::jsonb,
        version = ${next.version},
        status = ${next.gameStatus},
        current_turn = ${next.currentTurn},
        turn_count = ${next.turnCount},
        turn_deadline = ${new Date(next.turnDeadline).toISOString()}::timestamptz,
        winner_id = ${winnerId},
        win_reason = ${next.winReason},
        finished_at = ${finished ? sql`now()` : sql`null`},
        updated_at = now()
      where id = ${match.id} and version = ${match.state.version}
      returning id
    )
    insert into match_actions (match_id, version, action)
    select id, ${next.version}, ${JSON.stringify(action)}::jsonb from saved
    returning match_id`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list.length === 1;
}

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

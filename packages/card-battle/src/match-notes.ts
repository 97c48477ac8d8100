import type { CardNotificationKind } from '@app/contracts';
import { type Database, type Executor, matchOpenings, notifications } from '@app/db';
import { isAborted, type MatchState, type PlayerSlot, rewardPoints } from '@app/game-rules';
import { enqueuePush, type JobRunner } from '@app/jobs';
import { sql } from 'drizzle-orm';
import type { LoadedMatch } from './match-repository.ts';

// The card battle's notifications (your turn, match found, deadline soon, match ended): what a saved step,
// a found match or a deadline warning tells a player who is not on the board. Each is keyed by its match,
// the version or turn it is about and its kind, so however often a step is retried or a job run, it is
// written once.

/** One notification to write, as the step writer's statement and writeCardNotes take it. */
export interface CardNote {
  user_id: number;
  actor_id: number;
  kind: CardNotificationKind;
  match_id: string;
  dedupe_key: string;
  detail: Record<string, unknown> | null;
}

export const otherSlot = (slot: PlayerSlot): PlayerSlot => (slot === 'player_a' ? 'player_b' : 'player_a');

export const playerIdOf = (match: Pick<LoadedMatch, 'playerAId' | 'playerBId'>, slot: PlayerSlot) =>
  slot === 'player_a' ? match.playerAId : match.playerBId;

/** A note to the player in `slot` about their match, its actor the opponent; keyed by `key` (the version or turn), kind and recipient. */
export function noteFor(
  match: Pick<LoadedMatch, 'id' | 'playerAId' | 'playerBId'>,
  slot: PlayerSlot,
  kind: CardNotificationKind,
  key: string,
  detail: Record<string, unknown> | null,
): CardNote {
  const userId = playerIdOf(match, slot);
  return {
    user_id: userId,
    actor_id: playerIdOf(match, otherSlot(slot)),
    kind,
    match_id: match.id,
    dedupe_key: `${match.id}:${key}:${kind}:${userId}`,
    detail,
  };
}

/**
 * What a step tells the players who are not connected to the match's room (`present`: the seats that are;
 * they see it on the board): the end of the match to each absent player (blitz too: a blitz player who went
 * away learns the result), and, in an async match, the turn passing to an absent player (by a move, an end of
 * turn or a timeout). Null when it tells nobody (then the step's statement writes no notification).
 */
export function stepNotes(
  match: LoadedMatch,
  next: MatchState,
  present: readonly PlayerSlot[],
): CardNote[] | null {
  const away = (['player_a', 'player_b'] as const).filter((slot) => !present.includes(slot));
  if (away.length === 0) return null;
  if (next.gameStatus !== 'in_progress') {
    const aborted = isAborted(next);
    return away.map((slot) =>
      noteFor(match, slot, 'match_ended', String(next.version), {
        result: aborted ? 'aborted' : next.winner === null ? 'draw' : next.winner === slot ? 'won' : 'lost',
        reason: next.winReason,
        points: rewardPoints(next, slot),
      }),
    );
  }
  const turnPassed = next.currentTurn !== match.state.currentTurn || next.turnCount !== match.state.turnCount;
  if (match.mode !== 'async' || !turnPassed || !away.includes(next.currentTurn)) return null;
  return [
    noteFor(match, next.currentTurn, 'your_turn', String(next.version), {
      deadline: new Date(next.turnDeadline).toISOString(),
    }),
  ];
}

/**
 * The statement part that writes a step's notes (a CTE over the saved steps' `notes`): a newer "your turn"
 * replaces the member's unread one for the match, taking a new id so it lists as the newest.
 */
export const NOTES_WRITTEN = `, noted as (
    insert into notifications (user_id, actor_id, kind, match_id, dedupe_key, detail)
    select n.user_id, n.actor_id, n.kind, saved.id, n.dedupe_key, n.detail
    from saved cross join lateral jsonb_to_recordset(saved.notes)
      as n(user_id int, actor_id int, kind text, dedupe_key text, detail jsonb)
    on conflict (user_id, match_id) where kind = 'your_turn' and read_at is null
    do update set id = default, actor_id = excluded.actor_id, dedupe_key = excluded.dedupe_key,
      detail = excluded.detail, created_at = now()
  )`;

/**
 * Writes notes outside a step (a found match, a deadline warning) in the caller's transaction; answers the
 * ones written now (a note whose key was written before is not written again).
 */
export async function writeCardNotes(executor: Executor, notes: CardNote[]) {
  if (notes.length === 0) return [];
  return executor
    .insert(notifications)
    .values(
      notes.map((note) => ({
        userId: note.user_id,
        actorId: note.actor_id,
        kind: note.kind,
        matchId: note.match_id,
        dedupeKey: note.dedupe_key,
        detail: note.detail,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, userId: notifications.userId, dedupeKey: notifications.dedupeKey });
}

/** A written notification: its row and the key it was written under. */
export interface WrittenNote {
  id: number;
  dedupeKey: string | null;
}

const WRITTEN_IDS = `select id, dedupe_key as "dedupeKey" from notifications where dedupe_key = any($1::text[])`;
const FOUND_IDS = `select id, dedupe_key as "dedupeKey" from notifications where match_id = $1::text and kind = 'match_found'`;

/** Queues the Web Push of written notifications; the push jobs run in the worker, never on the move's path. */
export async function pushWritten(jobs: JobRunner, written: WrittenNote[]) {
  for (const { id, dedupeKey } of written) {
    await enqueuePush(jobs, { notificationId: id, ...(dedupeKey ? { key: dedupeKey } : {}) });
  }
}

/** Queues the Web Push of the notes a step's statement wrote, found by their keys (a replaced "your turn" has a new id). */
export async function pushStepNotes(database: Database, jobs: JobRunner, notes: CardNote[]) {
  const rows = await database.executePrepared(WRITTEN_IDS, [notes.map((note) => note.dedupe_key)]);
  await pushWritten(jobs, rows as unknown as WrittenNote[]);
}

/** Queues the Web Push of a new match's "match found" notes (written in the pairing's transaction). */
export async function pushFound(database: Database, jobs: JobRunner, matchId: string) {
  await pushWritten(jobs, (await database.executePrepared(FOUND_IDS, [matchId])) as unknown as WrittenNote[]);
}

/** Records that the member has the match's board open now (the last-hour email asks whether they looked). */
export async function noteOpened(db: Executor, matchId: string, userId: number) {
  await db
    .insert(matchOpenings)
    .values({ matchId, userId })
    .onConflictDoUpdate({
      target: [matchOpenings.matchId, matchOpenings.userId],
      set: { openedAt: sql`now()` },
    });
}

import { gamesWaitingLongerThan, LAST_WARNING, type RaisedWarning, type WaitingGame } from '@app/card-battle';
import { type AppDatabase, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { deliverMail, type Mailer } from '../mail/index.ts';
import { deadlineEmail, digestEmail } from './emails.ts';
import {
  type CardEmailKind,
  cardEmailUnsubscribeHeaders,
  emailPreferences,
  openedSince,
} from './preferences.ts';

export const CARD_DIGEST_JOB = 'card-mail.digest';
/** How often the digest job looks for members to email (each gets at most one a day). */
export const CARD_DIGEST_EVERY_MS = 15 * 60 * 1000;
/** A digest goes out only once a game has waited this long on the member. */
export const DIGEST_AFTER_MS = 2 * 60 * 60 * 1000;

export interface CardMailContext {
  db: AppDatabase;
  mailer: Mailer;
  publicBaseUrl: string;
  /** The one-click unsubscribe links' key (cardEmailKey). */
  unsubscribeKey: Buffer;
}

function sender(context: CardMailContext) {
  return (
    userId: number,
    to: string,
    kind: CardEmailKind,
    dedupeKey: string,
    content: ReturnType<typeof digestEmail>,
  ) =>
    deliverMail(context.db, context.mailer, {
      dedupeKey,
      kind: `card-${kind}`,
      to,
      ...content,
      headers: cardEmailUnsubscribeHeaders(context.publicBaseUrl, context.unsubscribeKey, userId, kind),
    });
}

/**
 * The digest job: one email a day (UTC) per member who wants it and on whom an async game has waited more than
 * two hours, listing every game waiting on them, read now (a turn played since is not listed). Its outbox key
 * names the member and the day, so however often the job runs, retries or runs on several workers, a member
 * gets one a day. A failure for one member does not hold up the others; the job fails (and is retried) after.
 */
export async function sendDigests(context: CardMailContext, now = Date.now()) {
  const send = sender(context);
  const byMember = new Map<number, WaitingGame[]>();
  for (const game of await gamesWaitingLongerThan(context.db, DIGEST_AFTER_MS, now)) {
    byMember.set(game.userId, [...(byMember.get(game.userId) ?? []), game]);
  }
  const day = new Date(now).toISOString().slice(0, 10);
  const failures: unknown[] = [];
  for (const [userId, games] of byMember) {
    try {
      const wants = await emailPreferences(context.db, userId);
      if (!wants?.digest) continue;
      await send(
        userId,
        wants.email,
        'digest',
        `card-digest-${userId}-${day}`,
        digestEmail(games, context.publicBaseUrl, now),
      );
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} digest emails failed`);
}

/**
 * After the last warning of a turn (1/24 of it left): the deadline email, to a member who wants it and who
 * either has no push (no browser subscribed, or push off) or has not opened the match since the turn began.
 * Keyed by match and turn: sent once, also when the warning's job runs again.
 */
export function deadlineEmailFollowUp(context: CardMailContext) {
  const send = sender(context);
  return async ({ note, job, turnStartedAt }: RaisedWarning) => {
    if (job.mark !== LAST_WARNING) return;
    const wants = await emailPreferences(context.db, note.user_id);
    if (!wants?.deadline) return;
    const looked = await openedSince(context.db, note.match_id, note.user_id, new Date(turnStartedAt));
    if (wants.pushed && looked) return;
    const [opponent] = await context.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, note.actor_id));
    const game = {
      matchId: note.match_id,
      opponent: opponent?.username ?? 'your opponent',
      deadline: new Date(job.deadline),
    };
    await send(
      note.user_id,
      wants.email,
      'deadline',
      `card-deadline-${job.matchId}-${job.turnCount}`,
      deadlineEmail(game, context.publicBaseUrl, Date.now()),
    );
  };
}

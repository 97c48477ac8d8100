import { LAST_WARNING, type RaisedWarning } from '@app/card-battle';
import { type AppDatabase, type Executor, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { deliverMail, type Mailer } from '../mail/index.ts';
import { deadlineEmail } from './emails.ts';
import { type EmailKind, emailPreferences, emailUnsubscribeHeaders, openedSince } from './preferences.ts';

export interface NotificationMailContext {
  db: AppDatabase;
  mailer: Mailer;
  publicBaseUrl: string;
  /** The one-click unsubscribe links' key (emailUnsubscribeKey). */
  unsubscribeKey: Buffer;
}

/** An email to a member, keyed; `withRecord` runs in the transaction that records it (deliverMail). */
export interface MemberEmail {
  userId: number;
  to: string;
  /** What its one-click unsubscribe turns off. */
  kind: EmailKind;
  /** The outbox kind (the admin's mail page). */
  outboxKind: string;
  dedupeKey: string;
  content: { subject: string; text: string; html: string };
  withRecord?: (tx: Executor) => Promise<void>;
}

export function sender(context: NotificationMailContext) {
  return (email: MemberEmail) =>
    deliverMail(
      context.db,
      context.mailer,
      {
        dedupeKey: email.dedupeKey,
        kind: email.outboxKind,
        to: email.to,
        ...email.content,
        headers: emailUnsubscribeHeaders(
          context.publicBaseUrl,
          context.unsubscribeKey,
          email.userId,
          email.kind,
        ),
      },
      email.withRecord,
    );
}

/**
 * After the last warning of a turn (1/24 of it left): the deadline email, to a member who wants it and who
 * either has no push (no browser subscribed, or push off) or has not opened the match since the turn began.
 * Keyed by match and turn: sent once, also when the warning's job runs again.
 */
export function deadlineEmailFollowUp(context: NotificationMailContext) {
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
    await send({
      userId: note.user_id,
      to: wants.email,
      kind: 'deadline',
      outboxKind: 'card-deadline',
      dedupeKey: `card-deadline-${job.matchId}-${job.turnCount}`,
      content: deadlineEmail(game, context.publicBaseUrl, Date.now()),
    });
  };
}

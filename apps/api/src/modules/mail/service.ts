import type { MAIL_STATUSES } from '@app/contracts';
import { type AppDatabase, type Executor, type MailOutboxRow, mailOutbox } from '@app/db';
import { count, desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';

/** Text made safe to place in an email's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
}

export interface OutgoingMail extends MailContent {
  /** Names what the message is about; a second delivery with the same key neither writes nor sends. */
  dedupeKey: string;
  kind: string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table is where mail ends up. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailContent): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      send: async () => {
        throw new Error('No SMTP server is configured (SMTP_URL)');
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: options.mailFrom, ...message });
    },
    close: () => transporter.close(),
  };
}

/**
 * Records the message in the outbox (once per dedupe key) and, with SMTP, sends it and records
 * `sent_at` or the `error` (rethrown, so the job is retried). A message already sent is never sent
 * again. Delivery is at least once: a crash between sending and recording can repeat one email.
 * `withRecord` runs in the transaction that records the message, and only when this call recorded it (what the
 * message listed is marked as emailed with it, or not at all).
 */
export async function deliverMail(
  db: AppDatabase,
  mailer: Mailer,
  mail: OutgoingMail,
  withRecord?: (tx: Executor) => Promise<void>,
): Promise<MailOutboxRow> {
  const [inserted] = withRecord
    ? await db.transaction(async (tx) => {
        const rows = await recordMail(tx, mailer, mail);
        if (rows.length > 0) await withRecord(tx);
        return rows;
      })
    : await recordMail(db, mailer, mail);
  const row =
    inserted ?? (await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, mail.dedupeKey)))[0];
  if (!row) throw new Error(`mail ${mail.dedupeKey} vanished from the outbox`);
  if (row.sentAt || row.transport === 'outbox' || mailer.transport !== 'smtp') return row;
  return sendRecorded(db, mailer, row);
}

/** The message's outbox row, unless one with its key is there already (then nothing). */
function recordMail(db: Executor, mailer: Mailer, mail: OutgoingMail) {
  return db
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      transport: mailer.transport,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning();
}

/** Sends a recorded message over SMTP and records `sent_at`, or the error (rethrown). */
async function sendRecorded(db: AppDatabase, mailer: Mailer, row: MailOutboxRow) {
  try {
    await mailer.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers,
    });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({
        error: error instanceof Error ? error.message : String(error),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(eq(mailOutbox.id, row.id));
    throw error;
  }
  const [sent] = await db
    .update(mailOutbox)
    .set({ sentAt: new Date(), error: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, row.id))
    .returning();
  return sent ?? row;
}

export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One of MAIL_STATUSES (see there). */
export function mailStatus(row: MailOutboxRow): MailStatus {
  if (row.sentAt) return 'sent';
  if (row.error) return 'failed';
  return row.transport === 'outbox' ? 'stored' : 'pending';
}

export async function listOutbox(db: AppDatabase, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers,
      transport: row.transport,
      status: mailStatus(row),
      attempts: row.attempts,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      error: row.error,
    })),
    total: total?.n ?? 0,
  };
}

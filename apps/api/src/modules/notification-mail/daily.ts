import { gamesWaitingLongerThan, type WaitingGame } from '@app/card-battle';
import { markEmailed, type PriceLine, priceLinesWaiting } from '../price-alerts/index.ts';
import { dailyEmail } from './daily-email.ts';
import { type NotificationMailContext, sender } from './jobs.ts';
import { type EmailPreferences, emailPreferencesOf } from './preferences.ts';

/**
 * The daily email's job. Its name is the one it had when it listed only card games: a deployed queue's schedule
 * keeps the name it was declared with.
 */
export const DAILY_EMAIL_JOB = 'card-mail.digest';
/** How often the job looks for members to email (each gets at most one a day). */
export const DAILY_EMAIL_EVERY_MS = 15 * 60 * 1000;
/** Games are listed only once one has waited this long on the member. */
export const DIGEST_AFTER_MS = 2 * 60 * 60 * 1000;

function byMember<T extends { userId: number }>(rows: T[]) {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
  return grouped;
}

/**
 * One member's email of the day, when they want it and it has something to say: their games (when one has
 * waited over two hours) and their price lines (drops only while they want drops; their own alerts always).
 * Its one-click unsubscribe turns off what it is about: price drops when it lists only those, else the email.
 * The lines are marked emailed in the transaction that records the email, so none is lost or listed twice.
 */
async function sendDailyEmail(
  context: NotificationMailContext,
  userId: number,
  wants: EmailPreferences | undefined,
  listed: { games: WaitingGame[]; lines: PriceLine[]; day: string; now: number },
) {
  if (!wants?.digest) return;
  const lines = listed.lines.filter((line) => line.kind === 'price_alert' || wants.prices);
  const { games } = listed;
  if (games.length === 0 && lines.length === 0) return;
  const onlyDrops = games.length === 0 && lines.every((line) => line.kind === 'price_drop');
  await sender(context)({
    userId,
    to: wants.email,
    kind: onlyDrops ? 'prices' : 'digest',
    outboxKind: 'daily-digest',
    // The key it had as the card digest's: the day of a deploy sends no second one.
    dedupeKey: `card-digest-${userId}-${listed.day}`,
    content: dailyEmail(games, lines, context.publicBaseUrl, listed.now),
    withRecord: (tx) => markEmailed(tx, lines),
  });
}

/**
 * The daily email job: at most one email a day (UTC) per member, listing every async game waiting on them (once
 * one has waited more than two hours) and the price drops and alerts fired since their last one that are still
 * true (read now: a turn played since, or a price gone back up or hidden, is not listed). Its outbox key names
 * the member and the day, so however often the job runs, retries or runs on several workers, a member gets one a
 * day; what it could not list today waits for tomorrow's. A failure for one member does not hold up the others;
 * the job fails (and is retried) after.
 */
export async function sendDigests(context: NotificationMailContext, now = Date.now()) {
  const games = byMember(await gamesWaitingLongerThan(context.db, DIGEST_AFTER_MS, now));
  const prices = await priceLinesWaiting(context.db, now);
  const day = new Date(now).toISOString().slice(0, 10);
  const members = [...new Set([...games.keys(), ...prices.keys()])];
  const preferences = await emailPreferencesOf(context.db, members);
  const failures: unknown[] = [];
  for (const userId of members) {
    try {
      const listed = { games: games.get(userId) ?? [], lines: prices.get(userId) ?? [], day, now };
      await sendDailyEmail(context, userId, preferences.get(userId), listed);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} daily emails failed`);
}

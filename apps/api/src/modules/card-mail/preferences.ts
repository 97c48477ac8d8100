import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type Executor, matchOpenings, notificationSettings, pushSubscriptions, users } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';

/** The card battle's two emails, each with its own setting and its own one-click unsubscribe. */
export type CardEmailKind = 'digest' | 'deadline';

/** What a member wants emailed and where: the settings' defaults (push, both emails on) when they never chose. */
export async function emailPreferences(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      /** Push on and a browser subscribed: the member hears of a turn running out without email. */
      pushed: sql<boolean>`coalesce(${notificationSettings.push}, true) and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
      digest: sql<boolean>`coalesce(${notificationSettings.emailDigest}, true)`,
      deadline: sql<boolean>`coalesce(${notificationSettings.deadlineEmail}, true)`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether the member has had the match's board open since `since`. */
export async function openedSince(db: Executor, matchId: string, userId: number, since: Date) {
  const [row] = await db
    .select({ openedAt: matchOpenings.openedAt })
    .from(matchOpenings)
    .where(and(eq(matchOpenings.matchId, matchId), eq(matchOpenings.userId, userId)));
  return row !== undefined && row.openedAt.getTime() >= since.getTime();
}

/** Turns one card email off for the member (the one-click unsubscribe), keeping their other settings. */
export async function turnEmailOff(db: Executor, userId: number, kind: CardEmailKind) {
  const column = kind === 'digest' ? { emailDigest: false } : { deadlineEmail: false };
  await db
    .insert(notificationSettings)
    .values({ userId, ...column })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...column, updatedAt: sql`now()` } });
}

/** HKDF label: a key of its own, derived from the JWT secret, that can never be used as (or reveal) it. */
const KEY_LABEL = 'dopamine-deals card email unsubscribe v1';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function cardEmailKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_LABEL, 32));
}

const tokenFor = (key: Buffer, userId: number, kind: CardEmailKind) =>
  createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url');

export function isValidCardEmailToken(key: Buffer, userId: number, kind: CardEmailKind, token: string) {
  if (!TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(tokenFor(key, userId, kind)));
}

/** RFC 8058 headers: the mail client's Unsubscribe button turns off this kind of email only. */
export function cardEmailUnsubscribeHeaders(
  publicBaseUrl: string,
  key: Buffer,
  userId: number,
  kind: CardEmailKind,
): Record<string, string> {
  const url = `${publicBaseUrl}/api/card/emails/unsubscribe?user=${userId}&kind=${kind}&token=${tokenFor(key, userId, kind)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MemberEmailKind } from '@app/contracts';
import { type Executor, matchOpenings, notificationSettings, pushSubscriptions, users } from '@app/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/**
 * What a one-click unsubscribe turns off, each its own setting: the daily email (`digest`), the email before a
 * turn runs out (`deadline`), wishlist price drops (`prices`: the bell and push too, one switch for the kind).
 */
export type EmailKind = MemberEmailKind;

/**
 * What each of these members wants emailed and where, by member: the settings' defaults (everything on) when
 * they never chose.
 */
export async function emailPreferencesOf(db: Executor, userIds: number[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: users.id,
            email: users.email,
            /** Push on and a browser subscribed: the member hears of a turn running out without email. */
            pushed: sql<boolean>`coalesce(${notificationSettings.push}, true) and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
            digest: sql<boolean>`coalesce(${notificationSettings.emailDigest}, true)`,
            deadline: sql<boolean>`coalesce(${notificationSettings.deadlineEmail}, true)`,
            prices: sql<boolean>`coalesce(${notificationSettings.priceDrops}, true)`,
          })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(inArray(users.id, userIds));
  return new Map(rows.map(({ userId, ...wants }) => [userId, wants]));
}

/** What a member wants emailed and where; null when there is no such member. */
export async function emailPreferences(db: Executor, userId: number) {
  return (await emailPreferencesOf(db, [userId])).get(userId) ?? null;
}

export type EmailPreferences = NonNullable<Awaited<ReturnType<typeof emailPreferences>>>;

/** Whether the member has had the match's board open since `since`. */
export async function openedSince(db: Executor, matchId: string, userId: number, since: Date) {
  const [row] = await db
    .select({ openedAt: matchOpenings.openedAt })
    .from(matchOpenings)
    .where(and(eq(matchOpenings.matchId, matchId), eq(matchOpenings.userId, userId)));
  return row !== undefined && row.openedAt.getTime() >= since.getTime();
}

const SETTING_OF: Record<EmailKind, 'emailDigest' | 'deadlineEmail' | 'priceDrops'> = {
  digest: 'emailDigest',
  deadline: 'deadlineEmail',
  prices: 'priceDrops',
};

/** Turns one kind off for the member (the one-click unsubscribe), keeping their other settings. */
export async function turnEmailOff(db: Executor, userId: number, kind: EmailKind) {
  const column: Partial<Record<(typeof SETTING_OF)[EmailKind], boolean>> = { [SETTING_OF[kind]]: false };
  await db
    .insert(notificationSettings)
    .values({ userId, ...column })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...column, updatedAt: sql`now()` } });
}

/**
 * HKDF label: a key of its own, derived from the JWT secret, that can never be used as (or reveal) it. It names
 * the card emails it was first made for; changing it would void every link already sent.
 */
const KEY_LABEL = 'dopamine-deals card email unsubscribe v1';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function emailUnsubscribeKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_LABEL, 32));
}

const tokenFor = (key: Buffer, userId: number, kind: EmailKind) =>
  createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url');

export function isValidEmailToken(key: Buffer, userId: number, kind: EmailKind, token: string) {
  if (!TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(tokenFor(key, userId, kind)));
}

/** RFC 8058 headers: the mail client's Unsubscribe button turns off this kind only. */
export function emailUnsubscribeHeaders(
  publicBaseUrl: string,
  key: Buffer,
  userId: number,
  kind: EmailKind,
): Record<string, string> {
  const url = `${publicBaseUrl}/api/card/emails/unsubscribe?user=${userId}&kind=${kind}&token=${tokenFor(key, userId, kind)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

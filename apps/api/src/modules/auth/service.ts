import { createHash, randomInt } from 'node:crypto';
import {
  type AuthUser,
  RESERVED_USERNAME_KEYS,
  USERNAME_RESERVED,
  USERNAME_TAKEN,
  usernameKey,
} from '@app/contracts';
import {
  type AppDatabase,
  type Executor,
  isUniqueViolation,
  memberIdentities,
  revokedTokens,
  type User,
  users,
} from '@app/db';
import { conflict, invalid } from '@app/platform';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ensureStarterDeck } from '../decks/index.ts';
import { subscribeToNewsletter } from '../newsletter/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  emailName,
  type ProviderIdentity,
  type SignInProvider,
  USERNAME_MAX,
  usernameStem,
  withDigits,
} from './provider-sign-in.ts';

export function toUserResponse(user: User): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    display_name: user.displayName,
    avatar_url: user.avatarUrl,
    bio: user.bio,
    is_admin: user.isAdmin,
    created_at: user.createdAt.toISOString(),
  };
}

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

/** usernameKey of a stored username, in SQL (the expression of the index `users_username_key_idx`). */
const storedUsernameKey = sql`lower(translate(normalize(${users.username}, NFKC), '._-', ''))`;

/**
 * Refuses a new username that is reserved or looks like a member's (the same key). Run in the transaction
 * that adds the member: it holds a lock on the key until then, so two look-alikes sent at once cannot both
 * pass the check.
 */
async function refuseLookAlike(tx: Executor, username: string) {
  const key = usernameKey(username);
  if (RESERVED_USERNAME_KEYS.has(key)) throw invalid(USERNAME_RESERVED, 'username');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`username:${key}`}))`);
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(storedUsernameKey, key)).limit(1);
  if (taken) throw conflict(USERNAME_TAKEN, 'username');
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  subscribeNewsletter: boolean;
}

/** Creates the member, their starter deck and newsletter subscription in one transaction. */
export async function registerMember(db: AppDatabase, registration: Registration) {
  const passwordHash = await hashPassword(registration.password);
  try {
    return await db.transaction(async (tx) => {
      await refuseLookAlike(tx, registration.username);
      const [user] = await tx
        .insert(users)
        .values({
          username: registration.username,
          email: registration.email,
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      // Everyone starts with the starter deck, active (card battle guide).
      await ensureStarterDeck(tx, user.id);
      const subscription = registration.subscribeNewsletter
        ? await subscribeToNewsletter(tx, user.email, user.id)
        : undefined;
      return {
        user,
        newsletterSubscribed: registration.subscribeNewsletter,
        welcome: subscription?.started,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_idx')) {
      throw conflict(USERNAME_TAKEN, 'username');
    }
    if (isUniqueViolation(error, 'users_email_lower_idx')) {
      throw conflict('An account with this email already exists', 'email');
    }
    throw error;
  }
}

export interface ProviderSignIn {
  provider: SignInProvider;
  identity: ProviderIdentity;
  /** A name the provider gave besides the token (Apple's first sign-in): seeds a new member's display name. */
  displayName: string | null;
}

/** Tries at a sign-in that met another one creating the same member, username or link at the same moment. */
const PROVIDER_SIGN_IN_TRIES = 5;

/**
 * The member a checked Google or Apple account signs in as: the one linked to it; else the member whose
 * email the provider vouches for, now linked; else a new member (no password) linked to it.
 */
export async function memberForProviderSignIn(db: AppDatabase, signIn: ProviderSignIn): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => findOrCreateProviderMember(tx, signIn, attempt));
    } catch (error) {
      // Someone else took the username, the email or the link first: look again.
      if (attempt < PROVIDER_SIGN_IN_TRIES && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function findOrCreateProviderMember(tx: Executor, signIn: ProviderSignIn, attempt: number) {
  const { provider, identity } = signIn;
  const [linked] = await tx
    .select({ user: users })
    .from(memberIdentities)
    .innerJoin(users, eq(users.id, memberIdentities.userId))
    .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, identity.subject)));
  if (linked) return linked.user;

  const link = (userId: number) =>
    tx
      .insert(memberIdentities)
      .values({ provider, subject: identity.subject, userId, email: identity.email });
  // Only an address the provider vouches for may join an existing account: anyone can type any address.
  const verifiedEmail = identity.emailVerified ? identity.email : null;
  if (verifiedEmail) {
    const [owner] = await tx.select().from(users).where(byEmail(verifiedEmail));
    if (owner) {
      await link(owner.id);
      return owner;
    }
  }

  const username = await freeUsername(
    tx,
    usernameStem(signIn.displayName, identity.name, emailName(identity.email)),
    attempt,
  );
  const [user] = await tx
    .insert(users)
    .values({
      username,
      // An unverified address is not the member's to claim: it stays only on the link.
      email: verifiedEmail ?? placeholderEmail(provider, identity.subject),
      passwordHash: null,
      displayName: signIn.displayName ?? identity.name,
      avatarUrl: identity.picture,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  await ensureStarterDeck(tx, user.id);
  await link(user.id);
  return user;
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * The address of a member whose provider vouched for none: unique, and in the reserved .invalid domain,
 * so no mail is ever sent to it.
 */
export function placeholderEmail(provider: SignInProvider, subject: string) {
  const id = createHash('sha256').update(subject).digest('hex').slice(0, 24);
  return `${provider}-${id}@signin.invalid`;
}

const SEQUENTIAL_CANDIDATES = 30;

/** The stem if nobody has it, else the stem with the first free number (random ones after a clash). */
async function freeUsername(tx: Executor, stem: string, attempt: number) {
  const candidates =
    attempt <= 2
      ? [
          stem.slice(0, USERNAME_MAX),
          ...Array.from({ length: SEQUENTIAL_CANDIDATES }, (_, i) => withDigits(stem, i + 2)),
        ]
      : Array.from({ length: 10 }, () => withDigits(stem, randomInt(1_000, 10_000_000)));
  const keys = candidates.map(usernameKey);
  const taken = await tx
    .select({ key: sql<string>`${storedUsernameKey}` })
    .from(users)
    .where(inArray(storedUsernameKey, keys));
  const takenKeys = new Set([...taken.map((row) => row.key), ...RESERVED_USERNAME_KEYS]);
  return (
    candidates.find((name) => !takenKeys.has(usernameKey(name))) ??
    withDigits(stem, randomInt(10_000_000, 100_000_000))
  );
}

/** The member if the password is right; null otherwise (same time either way). */
export async function checkCredentials(db: AppDatabase, username: string, password: string) {
  const [user] = await db.select().from(users).where(byUsername(username));
  const valid = await verifyPassword(user?.passwordHash, password);
  return valid && user ? user : null;
}

/** Ends one token before its expiry. */
export async function revokeToken(db: AppDatabase, token: { jti: string; userId: number; expiresAt: Date }) {
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}

/** A revoked token past its expiry is refused on its own, so its row can go. */
export async function pruneRevokedTokens(db: AppDatabase) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

/**
 * Makes these existing members admins, or ordinary members again (usernames
 * case-insensitive); answers the usernames that exist. Only existing accounts:
 * a name nobody has yet must not become an admin account by registering it.
 */
export async function setAdmin(db: AppDatabase, usernames: string[], isAdmin: boolean) {
  if (usernames.length === 0) return [];
  const lowered = usernames.map((name) => name.toLowerCase());
  const updated = await db
    .update(users)
    .set({ isAdmin })
    .where(inArray(sql`lower(${users.username})`, lowered))
    .returning({ username: users.username });
  return updated.map((row) => row.username);
}

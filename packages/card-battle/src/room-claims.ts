import type { Database } from '@app/db';

/**
 * How long a process's claim on a match lasts without renewal. A process that
 * dies is usually replaced sooner (a reopening process asks presence whether
 * the owner is alive); the lease covers owners presence cannot vouch for.
 */
export const LEASE_MS = 5_000;
export const LEASE_RENEW_MS = 1_000;

/** SQL for the end of a lease taken or renewed now. */
const LEASE_END = `now() + interval '${LEASE_MS} milliseconds'`;

/*
 * Taken when free, already ours, expired, or held by an owner the caller knows
 * is dead ($3). Answers who held it before and when they last renewed it, by
 * their own clock ($4 is ours, now).
 */
const CLAIM = `
  with previous as (select owner, renewed_at from match_room_claims where match_id = $1::text)
  insert into match_room_claims (match_id, owner, lease_until, renewed_at)
  values ($1::text, $2::text, ${LEASE_END}, $4::timestamptz)
  on conflict (match_id) do update
    set owner = excluded.owner, lease_until = excluded.lease_until, renewed_at = excluded.renewed_at
  where match_room_claims.owner = excluded.owner or match_room_claims.lease_until < now()
    or match_room_claims.owner = $3::text
  returning (select owner from previous) as previous_owner, (select renewed_at from previous) as renewed_at`;

const OWNER = 'select owner from match_room_claims where match_id = $1::text';

const RELEASE = 'delete from match_room_claims where match_id = $1::text and owner = $2::text';

export type Claim =
  | { claimed: false }
  /**
   * `unreachableSince`: set when another owner held it (it died or its lease ran out): when that owner last
   * renewed it, in ms since the epoch by its own clock. A renewal sent just before its owner died can reach
   * PostgreSQL after the death; the time it was sent cannot be later than the death.
   */
  | { claimed: true; unreachableSince: number | null };

/**
 * One match, one room: a process claims a match in the database before one of
 * its rooms serves it. Colyseus' Redis driver alone would let two processes
 * create a room for the same match at once; the claim is a compare-and-set, so
 * only one wins, and it works the same on PGlite and PostgreSQL. A claim held
 * by a process that `isAlive` says is gone is taken over at once.
 */
export async function claimMatch(
  database: Database,
  matchId: string,
  owner: string,
  isAlive: (owner: string) => Promise<boolean>,
): Promise<Claim> {
  const claim = (deadOwner: string) =>
    database.executePrepared(CLAIM, [matchId, owner, deadOwner, new Date().toISOString()]);
  let [row] = await claim('');
  if (!row) {
    const [held] = await database.executePrepared(OWNER, [matchId]);
    const holder = held?.owner as string | undefined;
    if (holder === undefined || (await isAlive(holder))) return { claimed: false };
    [row] = await claim(holder);
    if (!row) return { claimed: false };
  }
  const previous = row.previous_owner as string | null;
  const takenOver = previous !== null && previous !== owner;
  return {
    claimed: true,
    unreachableSince: takenOver ? new Date(row.renewed_at as Date | string).getTime() : null,
  };
}

export async function releaseMatch(database: Database, matchId: string, owner: string) {
  await database.executePrepared(RELEASE, [matchId, owner]);
}

/*
 * The ids travel as one comma-separated text (match ids are UUIDs) rather than a text[] parameter: with
 * thousands of rooms, encoding the array element by element every second, and reading back a row per room,
 * were most of an idle server's work. A renewal answers how many it renewed; only when some were lost (taken
 * over) does a second statement name them.
 */
const IDS = "string_to_array($2::text, ',')";

const RENEW = `
  with renewed as (
    update match_room_claims set lease_until = ${LEASE_END}, renewed_at = $3::timestamptz
    where owner = $1::text and match_id = any(${IDS})
    returning 1)
  select count(*)::int as renewed from renewed`;

const NOT_HELD = `
  select id from unnest(${IDS}) as id
  where not exists (select 1 from match_room_claims c where c.match_id = id and c.owner = $1::text)`;

/** Renews this owner's claims on these matches; answers the ids it no longer holds (taken over meanwhile). */
export async function renewClaims(database: Database, owner: string, matchIds: string[]): Promise<string[]> {
  const ids = matchIds.join(',');
  const [row] = await database.executePrepared(RENEW, [owner, ids, new Date().toISOString()]);
  if (row?.renewed === matchIds.length) return [];
  const lost = await database.executePrepared(NOT_HELD, [owner, ids]);
  return lost.map((held) => held.id as string);
}

// The newest version is the last row of each match's action log: one backward step of its primary key.
const NEWER_VERSIONS = `
  select m.id, v.version
  from unnest(string_to_array($1::text, ','), string_to_array($2::text, ',')::int[]) as m(id, known)
  cross join lateral (select max(a.version) as version from match_actions a where a.match_id = m.id) v
  where v.version > m.known`;

/**
 * Of these matches (id → the version a room holds), those whose newest saved version is newer, with it: to
 * notice changes made elsewhere.
 */
export async function newerVersions(
  database: Database,
  held: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = await database.executePrepared(NEWER_VERSIONS, [
    [...held.keys()].join(','),
    [...held.values()].join(','),
  ]);
  return new Map(rows.map((row) => [row.id as string, row.version as number]));
}

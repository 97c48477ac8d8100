import type { Database } from '@app/db';

/**
 * How long a process's lease on its claims lasts without renewal. A process that dies is usually replaced
 * sooner (a reopening process asks presence whether the owner is alive); the lease covers owners presence
 * cannot vouch for. One lease a process, not one a claim: renewing it is one row a second however many rooms
 * the process hosts (one a claim was thousands of row updates a second, and as many dead rows to vacuum).
 */
export const LEASE_MS = 5_000;
export const LEASE_RENEW_MS = 1_000;

/** SQL for the end of a lease taken or renewed now. */
const LEASE_END = `now() + interval '${LEASE_MS} milliseconds'`;

/** SQL: the claim row `claim` (a table or its alias) is live: its owner's lease has not run out. */
export const liveClaim = (claim: string) =>
  `exists (select 1 from game_server_leases l where l.owner = ${claim}.owner and l.lease_until >= now())`;

/*
 * Taken when free, already ours, held by an owner whose lease ran out, or held by an owner the caller knows is
 * dead ($3). Answers who held it before and when that owner last renewed its lease, by its own clock.
 */
const CLAIM = `
  with previous as (
    select c.owner, l.renewed_at from match_room_claims c left join game_server_leases l on l.owner = c.owner
    where c.match_id = $1::text)
  insert into match_room_claims (match_id, owner) values ($1::text, $2::text)
  on conflict (match_id) do update set owner = excluded.owner
  where match_room_claims.owner = excluded.owner or match_room_claims.owner = $3::text
    or not ${liveClaim('match_room_claims')}
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
 * by a process that `isAlive` says is gone is taken over at once. The claim is
 * live while its owner's lease is (`renewLease`, which the room registry runs
 * from the process's start).
 */
export async function claimMatch(
  database: Database,
  matchId: string,
  owner: string,
  isAlive: (owner: string) => Promise<boolean>,
): Promise<Claim> {
  const claim = (deadOwner: string) => database.executePrepared(CLAIM, [matchId, owner, deadOwner]);
  let [row] = await claim('');
  if (!row) {
    const [held] = await database.executePrepared(OWNER, [matchId]);
    const holder = held?.owner as string | undefined;
    if (holder === undefined || (await isAlive(holder))) return { claimed: false };
    [row] = await claim(holder);
    if (!row) return { claimed: false };
  }
  const previous = row.previous_owner as string | null;
  const lastRenewed = row.renewed_at as Date | string | null;
  // An owner with no lease left (gone for over LEASE_KEPT) is past any time a turn could get back.
  const takenOver = previous !== null && previous !== owner && lastRenewed !== null;
  return { claimed: true, unreachableSince: takenOver ? new Date(lastRenewed).getTime() : null };
}

export async function releaseMatch(database: Database, matchId: string, owner: string) {
  await database.executePrepared(RELEASE, [matchId, owner]);
}

/** How long an owner's lease is kept after it ran out (a process that died), then deleted. */
const LEASE_KEPT = '1 hour';

/*
 * The owner's lease, renewed (or taken at the process's start), with the time it was sent by the owner's clock
 * ($2). Leases that ran out long ago (processes gone) are deleted on the way: the table stays a row a process.
 */
const RENEW_LEASE = `
  with renewed as (
    insert into game_server_leases (owner, lease_until, renewed_at) values ($1::text, ${LEASE_END}, $2::timestamptz)
    on conflict (owner) do update set lease_until = excluded.lease_until, renewed_at = excluded.renewed_at
    returning 1)
  delete from game_server_leases where lease_until < now() - interval '${LEASE_KEPT}'`;

/** Renews this owner's lease on all its claims. */
export async function renewLease(database: Database, owner: string) {
  await database.executePrepared(RENEW_LEASE, [owner, new Date().toISOString()]);
}

/*
 * The ids and versions travel as one comma-separated text each (match ids are UUIDs) rather than array
 * parameters: with thousands of rooms, encoding arrays element by element every round, and reading back a row
 * per room, were most of an idle server's work. Only the exceptions come back. The newest version is the last
 * row of each match's action log: one backward step of its primary key.
 */
const HOSTED_CHANGES = `
  select m.id, v.version, c.owner is distinct from $3::text as lost
  from unnest(string_to_array($1::text, ','), string_to_array($2::text, ',')::int[]) as m(id, known)
  left join match_room_claims c on c.match_id = m.id
  cross join lateral (select max(a.version) as version from match_actions a where a.match_id = m.id) v
  where v.version > m.known or c.owner is distinct from $3::text`;

/**
 * Of the matches this owner's rooms hold (id → the version a room holds): those whose claim another process has
 * taken over (`lost`), and those whose newest saved version is newer, with it (`newer`: changed elsewhere).
 */
export async function hostedChanges(
  database: Database,
  owner: string,
  held: ReadonlyMap<string, number>,
): Promise<{ lost: string[]; newer: Map<string, number> }> {
  const rows = await database.executePrepared(HOSTED_CHANGES, [
    [...held.keys()].join(','),
    [...held.values()].join(','),
    owner,
  ]);
  return {
    lost: rows.filter((row) => row.lost).map((row) => row.id as string),
    newer: new Map(rows.filter((row) => !row.lost).map((row) => [row.id as string, row.version as number])),
  };
}

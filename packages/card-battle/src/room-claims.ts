import type { Database } from '@app/db';

/** How long a process's claim on a match lasts without renewal (a crashed process frees it this fast). */
export const LEASE_MS = 10_000;
export const LEASE_RENEW_MS = 3_000;

/** SQL for the end of a lease taken or renewed now. */
const LEASE_END = `now() + interval '${LEASE_MS} milliseconds'`;

const CLAIM = `
  insert into match_room_claims (match_id, owner, lease_until) values ($1::text, $2::text, ${LEASE_END})
  on conflict (match_id) do update set owner = excluded.owner, lease_until = excluded.lease_until
  where match_room_claims.owner = excluded.owner or match_room_claims.lease_until < now()
  returning match_id`;

const RELEASE = 'delete from match_room_claims where match_id = $1::text and owner = $2::text';

/**
 * One match, one room: a process claims a match in the database before one of
 * its rooms serves it. Colyseus' Redis driver alone would let two processes
 * create a room for the same match at once; the claim is a compare-and-set, so
 * only one wins, and it works the same on PGlite and PostgreSQL.
 */
export async function claimMatch(database: Database, matchId: string, owner: string): Promise<boolean> {
  return (await database.executePrepared(CLAIM, [matchId, owner])).length === 1;
}

export async function releaseMatch(database: Database, matchId: string, owner: string) {
  await database.executePrepared(RELEASE, [matchId, owner]);
}

const RENEW = `
  update match_room_claims set lease_until = ${LEASE_END}
  where owner = $1::text and match_id = any($2::text[])
  returning match_id as id`;

/** Renews this owner's claims on these matches; answers the ids still held (the others were taken over). */
export async function renewClaims(
  database: Database,
  owner: string,
  matchIds: string[],
): Promise<Set<string>> {
  const renewed = await database.executePrepared(RENEW, [owner, matchIds]);
  return new Set(renewed.map((row) => row.id as string));
}

const VERSIONS = 'select id, version from matches where id = any($1::text[])';

/** The stored version of each of these matches, to notice changes made elsewhere. */
export async function matchVersions(database: Database, matchIds: string[]): Promise<Map<string, number>> {
  const rows = await database.executePrepared(VERSIONS, [matchIds]);
  return new Map(rows.map((row) => [row.id as string, row.version as number]));
}

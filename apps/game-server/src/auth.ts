import { type AppDatabase, revokedTokens, users } from '@app/db';
import { and, eq, notExists } from 'drizzle-orm';
import { createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

export interface Member {
  id: number;
  username: string;
  displayName: string | null;
  isAdmin: boolean;
}

export const JWT_ALGORITHM = 'HS256';

/**
 * Resolves a bearer token to the member it belongs to, or null. The signature
 * and expiry are checked with the algorithm pinned, then the database confirms
 * the member still exists and the token was not ended by logout.
 */
export function createTokenAuthenticator(db: AppDatabase, secret: string) {
  const verify = createVerifier({ key: secret, algorithms: [JWT_ALGORITHM] });
  return async (token: string | undefined): Promise<Member | null> => {
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = verify(token) as TokenClaims;
    } catch {
      return null;
    }
    return findMemberForToken(db, claims);
  };
}

export async function findMemberForToken(db: AppDatabase, claims: Pick<TokenClaims, 'sub' | 'jti'>) {
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || typeof claims.jti !== 'string') return null;
  const [member] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        notExists(db.select().from(revokedTokens).where(eq(revokedTokens.jti, claims.jti))),
      ),
    );
  return member ?? null;
}

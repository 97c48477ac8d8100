// A token logs a member in only while its signature, algorithm and expiry hold,
// the member exists and logout has not ended it: checked against real SQL.
import { randomUUID } from 'node:crypto';
import { revokedTokens } from '@app/db';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenAuthenticator, JWT_ALGORITHM } from '../src/tokens.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe.each(['pglite', 'postgres'] as const)('token authenticator on %s', (kind) => {
  let test: TestDatabase;
  let authenticate: ReturnType<typeof createTokenAuthenticator>;
  const sign = createSigner({ key: SECRET, algorithm: JWT_ALGORITHM, expiresIn: 60_000 });

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    authenticate = createTokenAuthenticator(test.database, SECRET);
  });
  afterAll(() => test?.close());

  it('finds the member a valid token names, and which login it is', async () => {
    const member = await createMember(test.database.db);
    const jti = randomUUID();
    const token = sign({ sub: String(member.id), jti });
    expect(await authenticate(token)).toEqual({
      id: member.id,
      username: member.username,
      displayName: null,
      isAdmin: false,
      tokenId: jti,
    });
  });

  it('refuses no token, a forged signature, another algorithm and an expired token', async () => {
    const member = await createMember(test.database.db);
    const claims = { sub: String(member.id), jti: randomUUID() };
    const forged = createSigner({ key: `${SECRET}-other`, algorithm: JWT_ALGORITHM })(claims);
    const otherAlgorithm = createSigner({ key: SECRET, algorithm: 'HS512' })(claims);
    const expired = createSigner({ key: SECRET, algorithm: JWT_ALGORITHM, expiresIn: 1 })(claims);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await authenticate(undefined)).toBeNull();
    expect(await authenticate(forged)).toBeNull();
    expect(await authenticate(otherAlgorithm)).toBeNull();
    expect(await authenticate(expired)).toBeNull();
    expect(await authenticate(sign(claims))).not.toBeNull();
  });

  it('refuses a token without an expiry, a member or a login id, whatever its signature', async () => {
    const member = await createMember(test.database.db);
    const forever = createSigner({ key: SECRET, algorithm: JWT_ALGORITHM, noTimestamp: true });
    expect(await authenticate(forever({ sub: String(member.id), jti: randomUUID() }))).toBeNull();
    expect(await authenticate(sign({ sub: String(member.id) }))).toBeNull();
    expect(await authenticate(sign({ jti: randomUUID() }))).toBeNull();
  });

  it('refuses a token ended by logout and one for a member who does not exist', async () => {
    const member = await createMember(test.database.db);
    const jti = randomUUID();
    const token = sign({ sub: String(member.id), jti });
    await test.database.db
      .insert(revokedTokens)
      .values({ jti, userId: member.id, expiresAt: new Date(Date.now() + 60_000) });
    expect(await authenticate(token)).toBeNull();
    expect(await authenticate(sign({ sub: '999999999', jti: randomUUID() }))).toBeNull();
    expect(await authenticate(sign({ sub: 'not-a-number', jti: randomUUID() }))).toBeNull();
  });
});

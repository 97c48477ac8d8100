import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane.
// (@node-rs/argon2 uses argon2id unless told otherwise.)
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash or verification takes a core for tens of milliseconds: at most one per core runs at once,
// so a burst of logins or sign-ups queues here instead of pinning every core and starving other requests.
const argon2Slots = pLimit(availableParallelism());

export const hashPassword = (password: string) => argon2Slots(() => hash(password, ARGON2_OPTIONS));
const verifyHash = (passwordHash: string, password: string) =>
  argon2Slots(() => verify(passwordHash, password).catch(() => false));

// Verifying against this when the username does not exist (or the member signs
// in only through Google or Apple, and so has no password) keeps the answer time
// the same, so response times do not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyHash(await dummyHash, password);
    return false;
  }
  return verifyHash(passwordHash, password);
}

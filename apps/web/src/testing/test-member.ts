import type { User } from '@/types/api';

/** A signed-in member as the browser keeps them, for tests: an id and username, and what a test sets. */
export function testMember(id: number, username: string, overrides: Partial<User> = {}): User {
  return { id, username, display_name: null, avatar_url: null, bio: null, is_admin: false, ...overrides };
}

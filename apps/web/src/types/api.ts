/**
 * A member as the browser keeps them under the `user` storage key: the API's `authUser` contract, read
 * leniently because older sessions stored `is_admin` as 1/0 and may lack `email`.
 */
export interface User {
  id: number;
  username: string;
  email?: string;
  display_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  /** Older payloads send 1/0 instead of a boolean; both `true` and `1` mean admin. */
  is_admin: boolean | 0 | 1;
  created_at?: string;
}

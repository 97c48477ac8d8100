/** A member as the server returns it (and as the browser keeps it under the `user` storage key). */
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

/** Body the server sends on any 4xx/5xx. */
export interface ApiErrorBody {
  error?: string;
  field?: string;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface RegisterResponse extends Partial<AuthResponse> {
  newsletter_subscribed?: boolean;
}

export interface OwnProfileResponse {
  user: User;
  total_points: number;
  followers: number;
  following: number;
}

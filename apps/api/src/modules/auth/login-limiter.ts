import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit } from '../../plugins/rate-limits.ts';

/** Failed-login budgets. Only failures count, so members who type correctly are never slowed. */
export const LOGIN_LIMITS = {
  /** One address guessing across many accounts. */
  perIp: { points: 50, duration: 15 * 60 },
  /** Any number of addresses guessing one account: at most 100 failures an hour. */
  perUsername: { points: 100, duration: 60 * 60 },
  /** One address guessing one account. */
  perUsernameAndIp: { points: 10, duration: 15 * 60 },
} as const;

export interface LoginLimiter {
  /** Milliseconds until this attempt may be made, or 0 when it may go ahead. */
  retryAfterMs(username: string, ip: string): Promise<number>;
  recordFailure(username: string, ip: string): Promise<void>;
  recordSuccess(username: string, ip: string): Promise<void>;
}

export function createLoginLimiter(
  rateLimiter: (name: string, limit: RateLimit) => RateLimiterAbstract,
): LoginLimiter {
  const make = (name: keyof typeof LOGIN_LIMITS) => rateLimiter(`login:${name}`, LOGIN_LIMITS[name]);
  const perIp = make('perIp');
  const perUsername = make('perUsername');
  const perUsernameAndIp = make('perUsernameAndIp');
  const keys = (username: string, ip: string) => {
    const name = username.toLowerCase();
    return [
      [perIp, ip],
      [perUsername, name],
      [perUsernameAndIp, `${name}|${ip}`],
    ] as const;
  };

  return {
    async retryAfterMs(username, ip) {
      let wait = 0;
      for (const [limiter, key] of keys(username, ip)) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= limiter.points) wait = Math.max(wait, state.msBeforeNext);
      }
      return wait;
    },
    async recordFailure(username, ip) {
      await Promise.all(keys(username, ip).map(([limiter, key]) => limiter.penalty(key, 1)));
    },
    async recordSuccess(username, ip) {
      await perUsernameAndIp.delete(`${username.toLowerCase()}|${ip}`);
    },
  };
}

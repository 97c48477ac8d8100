import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
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

/** A login attempt that may go ahead: its charge stands if the password is wrong. */
export interface LoginAttempt {
  /** The password was right: the attempt costs nothing and the address's failures on the account are forgiven. */
  succeeded(): Promise<void>;
}

export interface LoginLimiter {
  /**
   * Charges an attempt to every budget before the password is checked, so
   * attempts running at the same time cannot all pass a read of the counters.
   * Answers the attempt, or how long to wait when a budget is spent.
   */
  attempt(username: string, ip: string): Promise<LoginAttempt | { retryAfterMs: number }>;
}

type Charge = readonly [RateLimiterAbstract, string];

export function createLoginLimiter(
  rateLimiter: (name: string, limit: RateLimit) => RateLimiterAbstract,
): LoginLimiter {
  const make = (name: keyof typeof LOGIN_LIMITS) => rateLimiter(`login:${name}`, LOGIN_LIMITS[name]);
  const perIp = make('perIp');
  const perUsername = make('perUsername');
  const perUsernameAndIp = make('perUsernameAndIp');
  const refund = (charges: Charge[]) => Promise.all(charges.map(([limiter, key]) => limiter.reward(key, 1)));

  /** Spends one point of `key`'s budget; the refusal when none is left. */
  async function spend(limiter: RateLimiterAbstract, key: string) {
    try {
      return await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { refused: refusal };
      throw refusal;
    }
  }

  return {
    async attempt(username, ip) {
      const account = username.toLowerCase();
      const pair = `${account}|${ip}`;
      const charges: Charge[] = [];
      // The address's own budgets are strict.
      for (const [limiter, key] of [
        [perIp, ip],
        [perUsernameAndIp, pair],
      ] as const) {
        const spent = await spend(limiter, key);
        if ('refused' in spent) {
          await refund(charges);
          return { retryAfterMs: spent.refused.msBeforeNext };
        }
        charges.push([limiter, key]);
      }
      // The account's budget across addresses is spent by failures from anywhere. When it is gone,
      // an address that has not failed on this account still gets its attempt checked, so guessing
      // from many addresses cannot lock the owner out (each such address gets one guess per window).
      const addressFailures = (await perUsernameAndIp.get(pair))?.consumedPoints ?? 1;
      const accountSpent = await spend(perUsername, account);
      if ('refused' in accountSpent) {
        if (addressFailures > 1) {
          await refund(charges);
          return { retryAfterMs: accountSpent.refused.msBeforeNext };
        }
      } else {
        charges.push([perUsername, account]);
      }
      return {
        async succeeded() {
          await refund(charges);
          await perUsernameAndIp.delete(pair);
        },
      };
    },
  };
}

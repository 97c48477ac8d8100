import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseEnv, runtimeEnvShape, turnSecondsFrom } from '../src/env.ts';

describe('parseEnv', () => {
  it('applies the defaults of every process', () => {
    const env = parseEnv(runtimeEnvShape, {});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: './.data',
      REDIS_PREFIX: 'dd',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv(runtimeEnvShape, { DATABASE_URL: '', REDIS_PREFIX: '' })).toMatchObject({
      REDIS_PREFIX: 'dd',
    });
  });

  it('names every wrong variable in one ConfigError', () => {
    const parse = () =>
      parseEnv(runtimeEnvShape, { DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', JWT_SECRET: 'short' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(
      [
        'Invalid configuration:',
        '  DATABASE_URL: must be a postgres:// or postgresql:// URL',
        '  REDIS_URL: must be a redis:// or rediss:// URL',
        '  JWT_SECRET: must be at least 32 characters',
      ].join('\n'),
    );
  });

  it("takes a process's own variables beside the shared ones", () => {
    const shape = { ...runtimeEnvShape, GAME_PORT: z.coerce.number().int().default(2567) };
    expect(parseEnv(shape, { GAME_PORT: '4000' }).GAME_PORT).toBe(4000);
  });
});

describe('turnSecondsFrom', () => {
  it('keeps only the turn lengths that were set', () => {
    expect(turnSecondsFrom({})).toEqual({});
    expect(turnSecondsFrom(parseEnv(runtimeEnvShape, { BLITZ_TURN_SECONDS: '6' }))).toEqual({ blitz: 6 });
  });
});

import { z } from 'zod';

/**
 * Settings every server process of the platform reads (API, game server,
 * worker). Each app extends this with its own.
 */
export const runtimeEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z.string().min(1).default('dd'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Shorter turns for tests and demos; the rules' own lengths (45 s, 24 h) otherwise.
  BLITZ_TURN_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  ASYNC_TURN_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .optional(),
};

/** The turn-length overrides of a parsed environment, in the shape the match service takes. */
export function turnSecondsFrom(env: {
  BLITZ_TURN_SECONDS?: number | undefined;
  ASYNC_TURN_SECONDS?: number | undefined;
}) {
  return {
    ...(env.BLITZ_TURN_SECONDS ? { blitz: env.BLITZ_TURN_SECONDS } : {}),
    ...(env.ASYNC_TURN_SECONDS ? { async: env.ASYNC_TURN_SECONDS } : {}),
  };
}

export class ConfigError extends Error {}

/** Parses the environment, naming every wrong variable in one message. */
export function parseEnv<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv): z.infer<z.ZodObject<S>> {
  // Treat empty variables as unset, as docker-compose and shells often pass them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = z.object(shape).safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

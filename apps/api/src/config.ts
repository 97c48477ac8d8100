import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseEnv, runtimeEnvShape, turnSecondsFrom } from '@app/platform';
import { z } from 'zod';
import { type PushConfig, pushConfigFrom, pushEnvShape } from './push-config.ts';

/** Comma-separated issuers an ID token may name. */
const issuerList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => value.split(',').some((issuer) => issuer.trim()), 'must name at least one issuer');

const apiEnvShape = {
  ...runtimeEnvShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a number followed by s, m, h or d (e.g. 7d)')
    .default('7d'),
  ADMIN_USERNAMES: z.string().default(''),
  /** The product admin's shared password (product spec 2 §6); unset, the product admin changes nothing. */
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** The affiliate tag of Amazon links the site builds from an ASIN. */
  AMAZON_PARTNER_TAG: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an Amazon associate tag (letters, digits, dashes)')
    .default('dopaminedeals-20'),
  /** Amazon's Creators API (product refresh): unset id or secret, refresh answers 'Amazon API not configured'. */
  AMAZON_CREDENTIAL_ID: z.string().trim().min(1).optional(),
  AMAZON_CREDENTIAL_SECRET: z.string().trim().min(1).optional(),
  AMAZON_CREDENTIAL_VERSION: z
    .string()
    .regex(/^\d+\.\d+$/, 'must be the version Associates Central gave with the credential (e.g. 2.1)')
    .default('2.1'),
  AMAZON_MARKETPLACE: z
    .string()
    .regex(/^www\.amazon\.[a-z.]+$/, 'must be a marketplace host such as www.amazon.com')
    .default('www.amazon.com'),
  AMAZON_TOKEN_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  AMAZON_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://creatorsapi.amazon'),
  AMAZON_REQUESTS_PER_SECOND: z.coerce.number().positive().max(100).default(1),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_GAME_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .superRefine((value, context) => {
      if (parseTrustProxy(value) === null) {
        context.addIssue({
          code: 'custom',
          message:
            value.trim() === 'true'
              ? 'true would believe every X-Forwarded-For entry a client sends; give the addresses of the proxies in front of the API'
              : 'must be false, or comma-separated proxy addresses or CIDRs (e.g. 10.0.0.5 or 10.0.0.0/8, loopback)',
        });
      }
    }),
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:3000'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      error: 'must be an address, optionally with a name (Name <mail@example.com>)',
    })
    .default('Dopamine Deals <drops@localhost>'),
  /** The memory game's fastest believable pace: a finished play averaging quicker flips scores nothing. */
  MEMORY_MIN_FLIP_MS: z.coerce.number().int().min(0).max(5000).default(150),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: issuerList('https://accounts.google.com,accounts.google.com'),
  APPLE_CLIENT_ID: z.string().trim().min(1).optional(),
  APPLE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: issuerList('https://appleid.apple.com'),
  ...pushEnvShape,
};

/** How to check one sign-in provider's ID tokens. */
export interface SignInProviderConfig {
  /** The audience the tokens must name: the site's client id (public, the web app shows it). */
  clientId: string;
  /** Where the provider publishes its signing keys. */
  jwksUrl: string;
  /** The issuers accepted (Google signs with two spellings of its own). */
  issuers: string[];
}

/** How to reach Amazon's Creators API (product refresh). */
export interface CreatorsApiConfig {
  credentialId: string;
  credentialSecret: string;
  /** The credential's version: it picks the token endpoint (2.1 NA, 2.2 EU, 2.3 FE; 3.x Login with Amazon). */
  version: string;
  marketplace: string;
  partnerTag: string;
  tokenUrl: string;
  apiUrl: string;
  requestsPerSecond: number;
}

/** The token endpoint of a credential version, as Amazon's SDKs pick it. */
export function creatorsTokenUrl(version: string) {
  const regional: Record<string, string> = {
    '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
    '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
    '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  };
  return regional[version] ?? 'https://api.amazon.com/auth/o2/token';
}

/** Google and Apple sign-in: null when the provider's client id is not set (its button is hidden). */
export interface SignInProviders {
  google: SignInProviderConfig | null;
  apple: SignInProviderConfig | null;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite's directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  /** Where uploaded images (avatars) are kept: DATA_DIR/media. */
  mediaDir: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminUsernames: string[];
  /** ADMIN_PASSWORD: the product admin's shared password, or undefined (the product admin refuses). */
  adminPassword: string | undefined;
  amazonPartnerTag: string;
  /** Amazon's Creators API, or null when its credentials are not set. */
  amazon: CreatorsApiConfig | null;
  webDistDir: string;
  /** Extra WebSocket origin for the CSP when the game server runs on another host. */
  publicGameUrl: string | undefined;
  /**
   * Which X-Forwarded-For entries to believe: none (false), or those added by
   * proxies at these addresses (the client is the first address not among them).
   */
  trustProxy: false | string[];
  /** The site's public origin, for links in emails, the sitemap and Open Graph tags (no trailing slash). */
  publicBaseUrl: string;
  /** Outgoing mail server; unset keeps messages in the mail outbox table only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Turn-length overrides (tests, demos); empty keeps the rules' 45 s and 24 h. */
  turnSeconds: { blitz?: number; async?: number };
  /** Memory game: the shortest average time between flips a person manages; faster plays are refused. */
  memoryMinFlipMs: number;
  signIn: SignInProviders;
  /** Web Push: the VAPID keys (null: push off) and the extra push service hosts allowed. */
  push: PushConfig;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Reads and validates the environment; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseEnv(apiEnvShape, env);
  return {
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    mediaDir: path.resolve(parsed.DATA_DIR, 'media'),
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX,
    jwtSecret: resolveJwtSecret(parsed.JWT_SECRET, parsed.DATABASE_URL, parsed.DATA_DIR),
    jwtExpiresIn: parsed.JWT_EXPIRES_IN,
    adminPassword: parsed.ADMIN_PASSWORD,
    amazonPartnerTag: parsed.AMAZON_PARTNER_TAG,
    amazon:
      parsed.AMAZON_CREDENTIAL_ID && parsed.AMAZON_CREDENTIAL_SECRET
        ? {
            credentialId: parsed.AMAZON_CREDENTIAL_ID,
            credentialSecret: parsed.AMAZON_CREDENTIAL_SECRET,
            version: parsed.AMAZON_CREDENTIAL_VERSION,
            marketplace: parsed.AMAZON_MARKETPLACE,
            partnerTag: parsed.AMAZON_PARTNER_TAG,
            tokenUrl: parsed.AMAZON_TOKEN_URL ?? creatorsTokenUrl(parsed.AMAZON_CREDENTIAL_VERSION),
            apiUrl: parsed.AMAZON_API_URL.replace(/\/+$/, ''),
            requestsPerSecond: parsed.AMAZON_REQUESTS_PER_SECOND,
          }
        : null,
    adminUsernames: parsed.ADMIN_USERNAMES.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    webDistDir: parsed.WEB_DIST_DIR ?? defaultWebDist,
    publicGameUrl: parsed.PUBLIC_GAME_URL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY) ?? false,
    publicBaseUrl: parsed.PUBLIC_BASE_URL.replace(/\/+$/, ''),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    turnSeconds: turnSecondsFrom(parsed),
    memoryMinFlipMs: parsed.MEMORY_MIN_FLIP_MS,
    signIn: {
      google: signInProvider(parsed.GOOGLE_CLIENT_ID, parsed.GOOGLE_JWKS_URL, parsed.GOOGLE_ISSUER),
      apple: signInProvider(parsed.APPLE_CLIENT_ID, parsed.APPLE_JWKS_URL, parsed.APPLE_ISSUER),
    },
    push: pushConfigFrom(parsed, {
      databaseUrl: parsed.DATABASE_URL,
      dataDir: parsed.DATA_DIR,
      publicBaseUrl: parsed.PUBLIC_BASE_URL,
      mailFrom: parsed.MAIL_FROM,
    }),
  };
}

function signInProvider(clientId: string | undefined, jwksUrl: string, issuers: string) {
  if (!clientId) return null;
  const accepted = issuers
    .split(',')
    .map((issuer) => issuer.trim())
    .filter(Boolean);
  return { clientId, jwksUrl, issuers: accepted };
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string) {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it; null when it is not one of the accepted
 * forms. `true` is refused: it would take the first X-Forwarded-For entry,
 * which the client writes itself, as its address and void every per-address
 * limit. A hop count is not offered: Fastify 5.12 ignores one (it cannot tell
 * a proxy from a client that sends enough hops), so the proxies are named.
 */
export function parseTrustProxy(value: string): false | string[] | null {
  const text = value.trim();
  if (text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

/**
 * Production (a real database, possibly several processes) must share one
 * configured secret. The embedded default creates one on first start and keeps
 * it beside its data, so logins survive restarts with zero configuration.
 */
function resolveJwtSecret(secret: string | undefined, databaseUrl: string | undefined, dataDir: string) {
  if (secret) return secret;
  if (databaseUrl) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set');
  }
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

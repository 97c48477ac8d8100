import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@app/platform';
import { z } from 'zod';

/** The server's VAPID identity (RFC 8292): a P-256 key pair in base64url and who to contact about its pushes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** An `https:` URL or a `mailto:` address the push services may contact. */
  subject: string;
}

export interface PushConfig {
  /** Null when a deployment with DATABASE_URL did not set VAPID keys: push is then off. */
  vapid: VapidKeys | null;
  /** PUSH_ALLOWED_HOSTS: more push service hosts (`host`, `host:port` or `*.suffix`), lower-cased. */
  allowedHosts: string[];
}

const base64urlKey = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url (web-push generate-vapid-keys prints one)')
    .refine(
      (value) => Buffer.from(value, 'base64url').length === bytes,
      `must decode to ${bytes} bytes (a P-256 ${bytes === 65 ? 'public' : 'private'} key)`,
    );

const HOST_ENTRY = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Comma-separated host entries, trimmed and lower-cased; empty entries dropped. */
export const hostEntries = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

export const pushEnvShape = {
  VAPID_PUBLIC_KEY: base64urlKey(65).optional(),
  VAPID_PRIVATE_KEY: base64urlKey(32).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(https:\/\/\S+|mailto:\S+@\S+)$/, 'must be an https:// URL or a mailto: address')
    .optional(),
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine(
      (value) => hostEntries(value).every((entry) => HOST_ENTRY.test(entry)),
      'must be comma-separated hosts or host:port (e.g. push.example.com,127.0.0.1:8443)',
    ),
};

type PushEnv = z.infer<z.ZodObject<typeof pushEnvShape>>;

/** A pair made the way browsers and web-push expect: the uncompressed public point and the 32-byte scalar. */
export function generateVapidKeyPair(): Omit<VapidKeys, 'subject'> {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The scalar may come out shorter than 32 bytes (leading zeros); VAPID wants exactly 32.
  const scalar = curve.getPrivateKey();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

function publicKeyOf(privateKey: string) {
  const curve = createECDH('prime256v1');
  curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return curve.getPublicKey().toString('base64url');
}

/**
 * The configured pair (both or neither, and they must belong together); unset, the embedded default keeps a
 * generated pair beside its data, like the JWT secret, so push works with zero configuration and its
 * subscriptions survive restarts (a new key would void every browser's subscription).
 */
function resolveKeyPair(env: PushEnv, databaseUrl: string | undefined, dataDir: string) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) {
    if (publicKeyOf(privateKey) !== publicKey) {
      throw new ConfigError(
        'Invalid configuration:\n  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY',
      );
    }
    return { publicKey, privateKey };
  }
  if (publicKey || privateKey) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required with its other half`);
  }
  if (databaseUrl) return null;
  const file = path.resolve(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
  mkdirSync(dataDir, { recursive: true });
  const generated = generateVapidKeyPair();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return generated;
}

/** VAPID_SUBJECT, else the site when it is https, else the sender address of its mail. */
function defaultSubject(publicBaseUrl: string, mailFrom: string) {
  if (publicBaseUrl.startsWith('https://')) return publicBaseUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

export function pushConfigFrom(
  env: PushEnv,
  site: { databaseUrl: string | undefined; dataDir: string; publicBaseUrl: string; mailFrom: string },
): PushConfig {
  const pair = resolveKeyPair(env, site.databaseUrl, site.dataDir);
  return {
    vapid: pair && {
      ...pair,
      subject: env.VAPID_SUBJECT ?? defaultSubject(site.publicBaseUrl, site.mailFrom),
    },
    allowedHosts: hostEntries(env.PUSH_ALLOWED_HOSTS),
  };
}

// Google and Apple sign-in: checking the ID token the provider gave the browser,
// and the username a member who arrives this way starts with.

import { notFound, unauthenticated } from '@app/platform';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { SignInProviderConfig } from '../../config.ts';

export type SignInProvider = 'google' | 'apple';

export const PROVIDER_NAMES: Record<SignInProvider, string> = { google: 'Google', apple: 'Apple' };

/** The refusal of every token that does not prove who the member is (product spec 1 §8). */
export const signInFailed = (provider: SignInProvider) =>
  unauthenticated(`${PROVIDER_NAMES[provider]} sign-in failed`);

export const signInNotConfigured = (provider: SignInProvider) =>
  notFound(`${PROVIDER_NAMES[provider]} sign-in is not configured`);

/** What a checked ID token says about the person signing in. */
export interface ProviderIdentity {
  /** The provider's stable id of the account: the identity. */
  subject: string;
  email: string | null;
  /** The provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Both providers sign their ID tokens with RS256; no other algorithm is accepted. */
const ALGORITHMS = ['RS256'];
/** Clocks drift: a token is still taken this long after its expiry, and before its issue time. */
const CLOCK_TOLERANCE_SECONDS = 30;
const SUBJECT_MAX = 255;

/** Failures of the token itself; anything else (the key server unreachable) is the site's problem. */
const TOKEN_FAULTS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

export type IdTokenVerifier = (token: string, log: FastifyBaseLogger) => Promise<ProviderIdentity>;

/**
 * A checker of one provider's ID tokens: signed by one of the provider's published keys (fetched once, kept,
 * fetched again when a token names a key not seen yet, at most every 30 s), with RS256, by an accepted
 * issuer, for this site's client id, and not expired. Anything else is refused as 'X sign-in failed'.
 */
export function createIdTokenVerifier(
  provider: SignInProvider,
  config: SignInProviderConfig,
): IdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  return async (token, log) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        issuer: config.issuers,
        audience: config.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (TOKEN_FAULTS.some((fault) => error instanceof fault)) {
        log.info({ provider, reason: (error as Error).message }, 'refused a sign-in token');
      } else {
        log.warn({ err: error, provider }, `could not check a ${PROVIDER_NAMES[provider]} sign-in token`);
      }
      throw signInFailed(provider);
    }
    const subject = payload.sub;
    if (typeof subject !== 'string' || subject.length === 0 || subject.length > SUBJECT_MAX) {
      throw signInFailed(provider);
    }
    const email =
      typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.trim() : null;
    return {
      subject,
      email,
      // Google sends a boolean, Apple the string 'true'.
      emailVerified: email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
      name: typeof payload.name === 'string' ? payload.name : null,
      picture:
        typeof payload.picture === 'string' && payload.picture.startsWith('https://')
          ? payload.picture
          : null,
    };
  };
}

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
const FALLBACK_USERNAME = 'member';

/**
 * A username made from the first source that gives enough to read: letters (accents dropped), digits, dots,
 * dashes and underscores, spaces becoming underscores, 3 to 30 characters, lower case.
 */
export function usernameStem(...sources: Array<string | null | undefined>): string {
  for (const source of sources) {
    if (!source) continue;
    const cleaned = source
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^a-z0-9._-]/g, '')
      .replace(/([._-])[._-]+/g, '$1')
      .replace(/^[._-]+/, '')
      .slice(0, USERNAME_MAX)
      .replace(/[._-]+$/, '');
    if (cleaned.length >= USERNAME_MIN) return cleaned;
  }
  return FALLBACK_USERNAME;
}

/** The stem with digits at its end, shortened so the whole stays within 30 characters. */
export function withDigits(stem: string, digits: number): string {
  const suffix = String(digits);
  return `${stem.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
}

/** The part of an email address before the @, for a username when the provider gives no name. */
export const emailName = (email: string | null | undefined) => email?.split('@')[0] ?? null;

const DISPLAY_NAME_MAX = 80;

/** A display name from what the provider said, or null. */
export function displayNameFrom(...parts: Array<string | null | undefined>): string | null {
  const name = parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, DISPLAY_NAME_MAX)
    .trim();
  return name || null;
}

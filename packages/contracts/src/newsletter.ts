import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body, requiredText } from './fields.ts';

/** `POST /api/newsletter`: the spec's welcome text, and whether this sign-up paid the member points. */
export const newsletterSubscribeAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  points_awarded: z.boolean(),
});
export type NewsletterSubscribeAnswer = z.infer<typeof newsletterSubscribeAnswer>;

/** `POST /api/unsubscribe` and `/api/unsubscribe/one-click`: the spec's confirmation text. */
export const unsubscribeAnswer = z.object({ ok: z.literal(true), message: z.string() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

// Anything missing, mistyped or oversized is simply an invalid link (one message, product spec 1 §8).
const linkPart = (max: number) => z.string().trim().max(max).optional().catch(undefined);
const unsubscribeLink = { email: linkPart(254), token: linkPart(128) };

export const newsletterEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter',
    auth: 'optional',
    tag: 'newsletter',
    summary: 'Subscribes an address to the newsletter (100 points to a member, the first time)',
    body: body({
      email: requiredText('Email', { max: 254 }).pipe(z.email('Please enter a valid email address')),
    }),
    answers: { 200: newsletterSubscribeAnswer },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/unsubscribe',
    auth: 'none',
    tag: 'newsletter',
    summary: "Unsubscribes the address of an email's unsubscribe link",
    body: body(unsubscribeLink),
    answers: { 200: unsubscribeAnswer },
  }),
  /**
   * RFC 8058: a mail client's own Unsubscribe button posts `List-Unsubscribe=One-Click` as a form to the
   * List-Unsubscribe URL; the address and token are in that URL, and the body says nothing more.
   */
  oneClick: endpoint({
    method: 'POST',
    path: '/api/unsubscribe/one-click',
    auth: 'none',
    tag: 'newsletter',
    summary: "A mail client's one-click unsubscribe (RFC 8058), the link in the query",
    query: z.object(unsubscribeLink),
    answers: { 200: unsubscribeAnswer },
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** `GET /api/config`: what the browser needs to know at run time. Public. */
export const siteConfigAnswer = z.object({
  /** Where the game server is; null means this same origin. */
  game_server_url: z.string().nullable(),
  /** The Google client id when Google sign-in is set up (its button shows only then). */
  google_client_id: z.string().nullable(),
  /** The Sign in with Apple client (Services) id when Apple sign-in is set up. */
  apple_client_id: z.string().nullable(),
});
export type SiteConfigAnswer = z.infer<typeof siteConfigAnswer>;

export const siteConfigEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    tag: 'site-config',
    summary: 'Where the game server is, and which sign-in providers are set up',
    answers: { 200: siteConfigAnswer },
  }),
};

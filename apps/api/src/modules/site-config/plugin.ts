import { siteConfigEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';

export interface SiteConfigOptions {
  publicGameUrl: string | undefined;
  /** Public client ids of the sign-in providers set up; null hides that provider's button. */
  googleClientId: string | null;
  appleClientId: string | null;
}

/**
 * What the browser needs to know at run time: where the game server is (null
 * means this same origin: the all-in-one process, or a proxy in front of both),
 * and which sign-in providers are set up.
 */
export async function siteConfigPlugin(app: FastifyInstance, options: SiteConfigOptions) {
  const answer = {
    game_server_url: options.publicGameUrl ? options.publicGameUrl.replace(/^ws/, 'http') : null,
    google_client_id: options.googleClientId,
    apple_client_id: options.appleClientId,
  };
  serve(app, endpoints.config, () => answer);
}

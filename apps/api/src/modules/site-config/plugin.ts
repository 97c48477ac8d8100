import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the browser needs to know at run time: where the game server is. Null
 * means this same origin (the all-in-one process, or a proxy in front of both).
 */
export async function siteConfigPlugin(app: FastifyInstance, options: { publicGameUrl: string | undefined }) {
  const gameServerUrl = options.publicGameUrl ? options.publicGameUrl.replace(/^ws/, 'http') : null;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/config',
      { schema: { response: { 200: z.object({ game_server_url: z.string().nullable() }) } } },
      async () => ({ game_server_url: gameServerUrl }),
    );
}

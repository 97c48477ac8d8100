import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A server that shares this app's HTTP server in the all-in-one process (the
 * game server): it takes WebSocket upgrades itself, and answers some plain
 * HTTP paths raw, before Fastify reads their bodies. The API knows only this
 * shape, never the server behind it.
 */
export interface EmbeddedServer {
  attach(server: Server): Promise<void>;
  isGameRequest(url: string | undefined): boolean;
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

export const embeddedServer = fp(async (app: FastifyInstance, options: { server: EmbeddedServer }) => {
  const embedded = options.server;
  await embedded.attach(app.server);
  app.addHook('onRequest', async (request, reply) => {
    if (!embedded.isGameRequest(request.raw.url)) return;
    reply.hijack();
    embedded.handleRequest(request.raw, reply.raw);
  });
  app.addHook('preClose', async () => {
    await embedded.close();
  });
});

import type { GameServer } from '@app/game-server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * All-in-one mode: the Colyseus game server shares this HTTP server. WebSocket
 * upgrades go straight to it; its matchmaking HTTP calls are handed over raw,
 * before Fastify reads their bodies.
 */
export const embeddedGameServer = fp(async (app: FastifyInstance, options: { gameServer: GameServer }) => {
  const { gameServer } = options;
  await gameServer.attach(app.server);
  app.addHook('onRequest', async (request, reply) => {
    if (!gameServer.isGameRequest(request.raw.url)) return;
    reply.hijack();
    gameServer.handleRequest(request.raw, reply.raw);
  });
  app.addHook('preClose', async () => {
    await gameServer.close();
  });
});

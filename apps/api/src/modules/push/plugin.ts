import { notificationSettingsEndpoints, PUSH_NOT_CONFIGURED, pushEndpoints } from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import type { PushConfig } from '../../push-config.ts';
import { assertAllowedPushEndpoint } from './allowed-hosts.ts';
import { notificationSettingsOf, saveNotificationSettings } from './settings.ts';
import { removeSubscription, saveSubscription } from './subscriptions.ts';

export interface PushPluginOptions {
  push: PushConfig;
}

/** Web Push subscriptions (the key browsers subscribe with, keeping and forgetting them) and the settings. */
export const pushPlugin = fp(
  async (app: FastifyInstance, { push }: PushPluginOptions) => {
    const vapid = () => {
      if (!push.vapid) throw notFound(PUSH_NOT_CONFIGURED);
      return push.vapid;
    };

    serve(app, pushEndpoints.key, () => ({ publicKey: vapid().publicKey }));

    serve(app, pushEndpoints.subscribe, async (request, reply) => {
      vapid();
      // Refused here, before anything is kept: nothing is ever sent to an endpoint outside the push services.
      assertAllowedPushEndpoint(request.body.endpoint, push.allowedHosts);
      await saveSubscription(app.db, signedIn(request).id, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    });

    serve(app, pushEndpoints.unsubscribe, async (request, reply) => {
      await removeSubscription(app.db, signedIn(request).id, request.body.endpoint);
      return reply.status(204).send();
    });

    serve(app, notificationSettingsEndpoints.read, (request) =>
      notificationSettingsOf(app.db, signedIn(request).id),
    );

    serve(app, notificationSettingsEndpoints.write, (request) =>
      saveNotificationSettings(app.db, signedIn(request).id, request.body),
    );
  },
  { name: 'push', dependencies: ['auth'] },
);

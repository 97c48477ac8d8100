import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { type FailureReporter, reportToConsole } from './failures.ts';

/**
 * Logout ends a token everywhere at once: the API announces it, and every game
 * server closes the connections that token opened (a revoked token is
 * otherwise only refused at the next join). With Redis the announcement is a
 * pub/sub message, so it reaches every process; without Redis there is one
 * process, and the API and the game server share one instance.
 */
export interface SessionEvents {
  /** Announces that the token with this id was ended. Never throws: a failure is reported. */
  ended(tokenId: string): Promise<void>;
  /** Calls `listener` for every token ended, in any process; answers a function that stops it. */
  onEnded(listener: (tokenId: string) => void): () => void;
  close(): Promise<void>;
}

const EVENT = 'ended';

export function createSessionEvents(options: {
  redisUrl?: string | undefined;
  /** Keeps deployments (and test runs) sharing one Redis apart. */
  prefix: string;
  onError?: FailureReporter;
}): SessionEvents {
  const onError = options.onError ?? reportToConsole;
  const local = new EventEmitter();
  if (!options.redisUrl) {
    return {
      async ended(tokenId) {
        local.emit(EVENT, tokenId);
      },
      onEnded(listener) {
        local.on(EVENT, listener);
        return () => local.off(EVENT, listener);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }

  const channel = `${options.prefix}:session-ended`;
  // A logout must answer while Redis is away: publishing fails fast instead of queueing.
  const publisher = new Redis(options.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  publisher.on('error', (error) => onError(error, 'session events: publisher connection'));
  let subscriber: Redis | undefined;

  function subscribe() {
    if (subscriber) return;
    // ioredis subscribes again by itself after a reconnection.
    subscriber = new Redis(options.redisUrl as string);
    subscriber.on('error', (error) => onError(error, 'session events: subscriber connection'));
    subscriber.on('message', (from, tokenId) => from === channel && local.emit(EVENT, tokenId));
    subscriber.subscribe(channel).catch((error) => onError(error, 'session events: subscribing'));
  }

  return {
    async ended(tokenId) {
      try {
        if (publisher.status === 'wait') await publisher.connect();
        await publisher.publish(channel, tokenId);
      } catch (error) {
        onError(error, `announcing the end of session ${tokenId}`);
      }
    },
    onEnded(listener) {
      subscribe();
      local.on(EVENT, listener);
      return () => local.off(EVENT, listener);
    },
    async close() {
      local.removeAllListeners();
      publisher.disconnect();
      subscriber?.disconnect();
    },
  };
}

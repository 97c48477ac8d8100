import { SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE } from '@app/contracts';
import type { SessionEvents } from '@app/platform';
import type { Client } from '@colyseus/core';

/**
 * The lobby and match connections of this process by the login (token id)
 * that opened them, so a logout anywhere closes them here at once.
 */
export function createSessionConnections(sessions: SessionEvents) {
  const byToken = new Map<string, Set<Client>>();
  const stopListening = sessions.onEnded((tokenId) => {
    const clients = byToken.get(tokenId);
    byToken.delete(tokenId);
    for (const client of clients ?? []) client.leave(SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE);
  });
  return {
    opened(tokenId: string, client: Client) {
      const clients = byToken.get(tokenId) ?? new Set<Client>();
      clients.add(client);
      byToken.set(tokenId, clients);
    },
    closed(tokenId: string, client: Client) {
      const clients = byToken.get(tokenId);
      clients?.delete(client);
      if (clients?.size === 0) byToken.delete(tokenId);
    },
    close: stopListening,
  };
}

export type SessionConnections = ReturnType<typeof createSessionConnections>;

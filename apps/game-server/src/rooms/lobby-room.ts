import {
  joinQueue,
  leaveQueue,
  pairQueues,
  pendingMatches,
  QueueRefusal,
  queueStatus,
} from '@app/card-battle';
import { JOIN_FAILURE, lobbyProtocol } from '@app/contracts';
import { matchQueue } from '@app/db';
import type { GameMode } from '@app/game-rules';
import { inBackground, type SignedInMember } from '@app/platform';
import { type Client, Room, validate } from '@colyseus/core';
import { and, eq } from 'drizzle-orm';
import type { GameServices } from '../services.ts';
import { NO_STATE_PATCHES } from './no-state.ts';
import { joinRefused, outbox } from './protocol.ts';

type LobbyClient = Client<{ auth: SignedInMember }>;

/** How often the lobby refreshes queue counts and looks for matches found by other processes. */
const REFRESH_MS = 1_000;
const { client: incoming, server } = lobbyProtocol;
const { send, broadcast } = outbox(server);

/**
 * The lobby room type of one game server: visitors are refused in the
 * matchmaking request (Colyseus' static onAuth), before a lobby is found or opened.
 */
export function lobbyRoomFor(services: GameServices) {
  return class extends LobbyRoom {
    static override async onAuth(token: string): Promise<SignedInMember> {
      const member = await services.authenticate(token);
      if (!member) throw joinRefused(JOIN_FAILURE.notLoggedIn);
      return member;
    }
  };
}

/**
 * The card game lobby: every logged-in member viewing the lobby is here. It
 * pushes queue counts and "match found" as they change, so lobby pages need no
 * polling while connected. Matchmaking itself lives in the database (the queue
 * table), shared with HTTP polling clients and other processes.
 */
class LobbyRoom extends Room<{ client: LobbyClient }> {
  private services!: GameServices;
  private lastStatus = '';
  private refreshTimer: NodeJS.Timeout | undefined;

  override onCreate(options: { services: GameServices }) {
    this.patchRate = NO_STATE_PATCHES;
    this.services = options.services;
    this.autoDispose = true;
    this.refreshTimer = setInterval(
      () => inBackground(this.services.onError, 'refreshing the lobby', () => this.refresh()),
      REFRESH_MS,
    );
  }

  override async onJoin(client: LobbyClient) {
    this.services.connections.opened((client.auth as SignedInMember).tokenId, client);
    send(client, 'welcome', { username: (client.auth as SignedInMember).username });
    send(client, 'queue_status', await queueStatus(this.services.database.db));
  }

  override onDispose() {
    clearInterval(this.refreshTimer);
  }

  override async onLeave(client: LobbyClient) {
    if (client.auth) this.services.connections.closed(client.auth.tokenId, client);
    const memberId = client.auth?.id;
    // A blitz searcher who closed every lobby tab is no longer there to play.
    if (memberId !== undefined && !this.clients.some((other) => other.auth?.id === memberId)) {
      await leaveQueue(this.services.database.db, memberId, 'blitz');
    }
  }

  /**
   * Whatever a handler, timer or hook of this room throws (the database away, say) is reported here
   * instead of becoming an unhandled rejection: the process and every match on it keep running.
   */
  override onUncaughtException(error: Error, methodName: string) {
    this.services.onError(error, `lobby room ${methodName}`);
  }

  // A message that breaks its schema disconnects its sender (Colyseus' validate): only a broken client sends one.
  override messages = {
    join_queue: validate(incoming.join_queue, async (client: LobbyClient, { mode }) => {
      const member = client.auth as SignedInMember;
      try {
        const result = await joinQueue(this.services.database.db, this.services.matches, member, mode);
        send(client, 'queue_joined', { mode, ...result });
        if (result.status === 'matched') await this.announce(member.id, mode, result.matchId);
      } catch (error) {
        const message =
          error instanceof QueueRefusal ? error.message : `Error joining ${mode} queue. Please try again.`;
        send(client, 'queue_error', { mode, message });
      }
      this.refreshSoon();
    }),
    leave_queue: validate(incoming.leave_queue, async (client: LobbyClient, { mode }) => {
      // A failed leave is only logged (product spec 3 §8); the page has reset itself already.
      await leaveQueue(this.services.database.db, (client.auth as SignedInMember).id, mode);
      send(client, 'queue_left', { mode });
      this.refreshSoon();
    }),
  };

  /** Tells every tab of a member about their match, and clears the queue row that held it. */
  private async announce(memberId: number, mode: GameMode, matchId: string) {
    await this.services.database.db
      .delete(matchQueue)
      .where(
        and(eq(matchQueue.userId, memberId), eq(matchQueue.mode, mode), eq(matchQueue.matchId, matchId)),
      );
    for (const client of this.clients) {
      if (client.auth?.id === memberId) send(client, 'match_found', { mode, matchId });
    }
  }

  /** Pushes the changed counts now, reporting a failure (the next timer round tries again). */
  private refreshSoon() {
    inBackground(this.services.onError, 'refreshing the lobby', () => this.refresh());
  }

  private async refresh() {
    const { db } = this.services.database;
    // One read of the counts says which queues could pair, and is what the lobby shows unless a pairing took
    // waiters out. Waiters' rating windows widen as they wait: pairing again finds them opponents nobody new brought.
    const waiting = await queueStatus(db);
    const paired = await pairQueues(db, this.services.matches, waiting);
    const status = paired > 0 ? await queueStatus(db) : waiting;
    const serialized = JSON.stringify(status);
    if (serialized !== this.lastStatus) {
      this.lastStatus = serialized;
      broadcast(this, 'queue_status', status);
    }
    const memberIds = [
      ...new Set(this.clients.map((client) => client.auth?.id).filter((id) => id !== undefined)),
    ];
    for (const found of await pendingMatches(this.services.database.db, memberIds)) {
      if (found.matchId) await this.announce(found.userId, found.mode, found.matchId);
    }
  }
}

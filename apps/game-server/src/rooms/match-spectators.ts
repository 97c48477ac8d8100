import {
  type LoadedMatch,
  type SpectatorTally,
  spectatorPatchFor,
  spectatorSeat,
  spectatorViewFor,
} from '@app/card-battle';
import { JOIN_FAILURE, matchProtocol } from '@app/contracts';
import type { BattleLogEntry, MatchState } from '@app/game-rules';
import { inBackground, type SignedInMember } from '@app/platform';
import type { Client, Room } from '@colyseus/core';
import type { GameServices } from '../services.ts';
import { joinRefused, outbox } from './protocol.ts';
import { clientsWhere } from './room-clients.ts';

/** A spectator's place in a match room: a member, or a visitor (null). */
export interface SpectatorSeat {
  spectator: true;
  member: SignedInMember | null;
}

const { server } = matchProtocol;

/** How often at most a room tells its spectator count (see MatchSpectators.changed). */
const COUNT_EVERY_MS = 500;
const { send, broadcast } = outbox(server);

/**
 * Who may watch, settled in the matchmaking request (as a player's seat is): anyone, logged in or not,
 * unless a block stands between them and either player. To them the match does not exist, as it is not in
 * their live list either.
 */
export async function authenticateSpectator(
  services: GameServices,
  token: string | undefined,
  matchId: string,
): Promise<SpectatorSeat> {
  const member = token ? await services.authenticate(token) : null;
  // A visitor has no blocks: opening the room is what finds out whether the match exists (onCreate).
  if (!member) return { spectator: true, member };
  const seat = await spectatorSeat(services.database, matchId, member?.id ?? null);
  if (!seat.match || seat.blocked) throw joinRefused(JOIN_FAILURE.matchNotFound);
  return { spectator: true, member };
}

export const isSpectator = (client: Client): boolean =>
  (client.auth as { spectator?: true })?.spectator === true;

/**
 * A match room's spectators. They all see the same thing, so each change is made and encoded once for all
 * of them: Room.broadcast encodes a message once and queues the same bytes on every recipient (Colyseus
 * 0.18, Room.broadcastMessageType), the players (who see their own hands) left out.
 */
export class MatchSpectators {
  private count = 0;
  /** The count last told (to the room and the live list); a change is told at most once a COUNT_EVERY_MS. */
  private told = 0;
  private telling: NodeJS.Timeout | undefined;

  constructor(
    private readonly room: Room,
    private readonly services: GameServices,
    private readonly tally: SpectatorTally,
  ) {}

  private players() {
    return clientsWhere(this.room.clients, (client) => !isSpectator(client));
  }

  get watching() {
    return this.count;
  }

  /**
   * A spectator came or went: everyone in the room (players too) is told the new count, and the live list.
   * Spectators come in bursts (a match opening to its watchers): the count is told once for the burst.
   */
  changed(match: LoadedMatch) {
    this.count = clientsWhere(this.room.clients, isSpectator).length;
    if (this.telling || this.count === this.told) return;
    this.telling = setTimeout(() => {
      this.telling = undefined;
      if (this.count === this.told) return;
      this.told = this.count;
      broadcast(this.room, 'spectators', { count: this.count });
      const { count } = this;
      inBackground(this.services.onError, `counting the spectators of match ${match.id}`, () =>
        this.tally.set(match.id, count),
      );
    }, COUNT_EVERY_MS);
  }

  sendState(client: Client, match: LoadedMatch) {
    send(client, 'state', spectatorViewFor(match, this.count));
  }

  /** After an accepted action: one patch for every spectator, or (a change from elsewhere) one full view. */
  tell(before: MatchState, match: LoadedMatch, events: BattleLogEntry[] | null) {
    if (this.count === 0) return;
    const except = this.players();
    if (events) broadcast(this.room, 'update', spectatorPatchFor(before, match.state, events), { except });
    else broadcast(this.room, 'state', spectatorViewFor(match, this.count), { except });
  }

  /** The room closes: it no longer counts anyone. */
  closed(matchId: string) {
    clearTimeout(this.telling);
    if (this.told > 0) void this.tally.set(matchId, 0).catch(() => {});
  }
}

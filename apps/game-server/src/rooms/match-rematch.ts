import { createRematch, type LoadedMatch } from '@app/card-battle';
import { matchProtocol } from '@app/contracts';
import type { PlayerSlot } from '@app/game-rules';
import type { Client, Room } from '@colyseus/core';
import type { GameServices } from '../services.ts';
import { outbox } from './protocol.ts';
import { clientsWhere } from './room-clients.ts';

const { server } = matchProtocol;
const { send } = outbox(server);

/** How long a rematch offer stands (the 30 s); tests shorten it through the game server's config. */
export const REMATCH_OFFER_MS = 30_000;

interface Offer {
  by: PlayerSlot;
  expiresAt: number;
  timer: NodeJS.Timeout;
}

/**
 * Rematches of a finished blitz match, between its two players in its room: an offer stands for 30 s, until
 * the other player accepts or declines it, or either leaves; accepting makes the new match through the match
 * service and tells both its id. Spectators are never told (nor can they offer: they have no seat).
 */
export class MatchRematch {
  private offer: Offer | null = null;
  private making = false;
  /** A rematch was made: this match has had its one. */
  private made = false;

  constructor(
    private readonly room: Room,
    private readonly services: GameServices,
    /** The seat of a player's connection; null for a spectator's. */
    private readonly seatOf: (client: Client) => PlayerSlot | null,
  ) {}

  private players() {
    return clientsWhere(this.room.clients, (client) => this.seatOf(client) !== null);
  }

  private tellPlayers<K extends 'rematch_offered' | 'rematch_declined' | 'match_found'>(
    type: K,
    payload: Parameters<typeof send<K>>[2],
  ) {
    for (const client of this.players()) send(client, type, payload);
  }

  private withdraw(reason: 'declined' | 'left' | 'expired') {
    if (!this.offer) return;
    clearTimeout(this.offer.timer);
    this.offer = null;
    this.tellPlayers('rematch_declined', { reason });
  }

  private static open(match: LoadedMatch) {
    return match.mode === 'blitz' && match.state.gameStatus !== 'in_progress';
  }

  offerFrom(client: Client, match: LoadedMatch) {
    const slot = this.seatOf(client);
    if (!slot || !MatchRematch.open(match) || this.making || this.made) return;
    // Both asked: the second offer accepts the first.
    if (this.offer && this.offer.by !== slot) return this.acceptFrom(client, match);
    if (this.offer) return;
    const lasts = this.services.rematchOfferMs ?? REMATCH_OFFER_MS;
    const timer = setTimeout(() => this.withdraw('expired'), lasts);
    this.offer = { by: slot, expiresAt: Date.now() + lasts, timer };
    this.tellPlayers('rematch_offered', { by: slot, expiresAt: this.offer.expiresAt });
  }

  declineFrom(client: Client) {
    if (this.seatOf(client)) this.withdraw('declined');
  }

  /** A player left: if no connection of theirs is left, their offer (or the one made to them) is withdrawn. */
  left(client: Client) {
    const slot = this.seatOf(client);
    if (!slot || !this.offer) return;
    if (!this.players().some((other) => this.seatOf(other) === slot)) this.withdraw('left');
  }

  async acceptFrom(client: Client, match: LoadedMatch) {
    const slot = this.seatOf(client);
    if (!slot || !this.offer || this.offer.by === slot || this.making) return;
    clearTimeout(this.offer.timer);
    this.offer = null;
    this.making = true;
    try {
      const rematch = await createRematch(this.services.database, this.services.matches, match);
      this.made = rematch !== null;
      if (rematch) this.tellPlayers('match_found', { matchId: rematch.id });
      else this.tellPlayers('rematch_declined', { reason: 'declined' });
    } catch (error) {
      this.services.onError(error, `making a rematch of match ${match.id}`);
      this.tellPlayers('rematch_declined', { reason: 'declined' });
    } finally {
      this.making = false;
    }
  }

  closed() {
    if (this.offer) clearTimeout(this.offer.timer);
    this.offer = null;
  }
}

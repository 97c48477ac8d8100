import type { Action, BattleLogEntry, PlayerSlot } from '@app/game-rules';
import { type AuthContext, type Client, Room, validate } from '@colyseus/core';
import { z } from 'zod';
import type { Member } from '../auth.ts';
import type { LoadedMatch } from '../matches/match-store.ts';
import { slotOf } from '../matches/match-store.ts';
import { matchViewFor } from '../matches/match-view.ts';
import { REFUSAL_MESSAGES } from '../matches/messages.ts';
import { claimMatch, LEASE_RENEW_MS, releaseMatch } from '../matches/room-lease.ts';
import type { GameServices } from '../services.ts';

interface Seat {
  member: Member;
  slot: PlayerSlot;
}
type MatchClient = Client<{ auth: Seat }>;

/** How often a loaded room checks the database for changes made elsewhere (deadline jobs, HTTP moves). */
const RESYNC_MS = 2_000;

/**
 * One card battle. The room loads its match from the database, applies each
 * action with the rules, saves it (compare-and-set) and only then sends each
 * player their own view. It holds nothing the database does not: it can be
 * disposed when empty and recreated from the database later, on any process.
 */
export class MatchRoom extends Room<{ client: MatchClient }> {
  override maxClients = 8;
  override maxMessagesPerSecond = 60;
  private services!: GameServices;
  private match!: LoadedMatch;
  private owner!: string;
  private busy = false;
  private deadlineTimer: { clear(): void } | undefined;

  override async onCreate(options: { services: GameServices; matchId?: unknown }) {
    this.services = options.services;
    const matchId = typeof options.matchId === 'string' ? options.matchId : '';
    this.owner = `${this.services.processId}:${this.roomId}`;
    const match = matchId ? await this.services.matches.load(matchId) : null;
    if (!match) throw new Error('Match not found');
    if (!(await claimMatch(this.services.db, match.id, this.owner))) {
      throw new Error('This match is being opened elsewhere, please try again');
    }
    this.match = match;
    this.setMetadata({ matchId: match.id });
    this.clock.setInterval(() => void this.renewClaim(), LEASE_RENEW_MS);
    this.clock.setInterval(() => void this.resync(), RESYNC_MS);
    this.armDeadline();
  }

  override async onAuth(_client: MatchClient, _options: unknown, context: AuthContext): Promise<Seat> {
    const member = await this.services.authenticate(context.token);
    if (!member) throw new Error('Please log in to play');
    const slot = slotOf(this.match, member.id);
    if (!slot) throw new Error(REFUSAL_MESSAGES.not_a_player);
    return { member, slot };
  }

  override onJoin(client: MatchClient) {
    this.sendState(client);
  }

  override messages = {
    play_card: validate(z.object({ cardId: z.string().min(1).max(64) }), (client: MatchClient, message) =>
      this.act(client, (slot, now) => ({ type: 'play_card', player: slot, cardId: message.cardId, now })),
    ),
    // The server's clock ends timed-out turns; a client's timeout flag is only a hint to sync.
    end_turn: (client: MatchClient) =>
      this.act(client, (slot, now) => ({ type: 'end_turn', player: slot, now })),
    forfeit: (client: MatchClient) =>
      this.act(client, (slot, now) => ({ type: 'forfeit', player: slot, now })),
    sync: (client: MatchClient) => this.sendState(client),
  };

  override async onDispose() {
    this.deadlineTimer?.clear();
    await releaseMatch(this.services.db, this.match.id, this.owner);
  }

  private async act(client: MatchClient, build: (slot: PlayerSlot, now: number) => Action) {
    const seat = client.auth as Seat;
    const kind = build(seat.slot, 0).type;
    // Plays are applied one at a time; one sent while another is being saved is refused, never raced.
    if (this.busy) return this.refuse(client, kind, 'busy');
    this.busy = true;
    try {
      const outcome = await this.services.matches.apply(this.match, build(seat.slot, Date.now()));
      if (outcome.ok) return this.accepted(outcome.match, outcome.events);
      if (outcome.reason === 'stale') await this.reload();
      this.refuse(client, kind, outcome.reason);
      if (outcome.reason === 'card_not_in_hand' || outcome.reason === 'stale') this.sendState(client);
    } finally {
      this.busy = false;
    }
  }

  private accepted(match: LoadedMatch, events: BattleLogEntry[]) {
    this.match = match;
    this.armDeadline();
    for (const client of this.clients) this.sendState(client, events);
  }

  private refuse(client: MatchClient, action: string, reason: keyof typeof REFUSAL_MESSAGES) {
    client.send('refused', { action, reason, message: REFUSAL_MESSAGES[reason] });
  }

  private sendState(client: MatchClient, events: BattleLogEntry[] = []) {
    const seat = client.auth as Seat;
    client.send('state', matchViewFor(this.match, seat.slot, events));
  }

  /** The room's clock ends a turn on time while the room is loaded (jobs and the sweep cover the rest). */
  private armDeadline() {
    this.deadlineTimer?.clear();
    const { state } = this.match;
    if (state.gameStatus !== 'in_progress') return;
    const turnCount = state.turnCount;
    this.deadlineTimer = this.clock.setTimeout(
      () => void this.expireTurn(turnCount),
      Math.max(0, state.turnDeadline - Date.now()),
    );
  }

  private async expireTurn(turnCount: number) {
    if (this.busy) {
      this.deadlineTimer = this.clock.setTimeout(() => void this.expireTurn(turnCount), 50);
      return;
    }
    this.busy = true;
    try {
      const outcome = await this.services.matches.enforceDeadline({ matchId: this.match.id, turnCount });
      if (outcome?.ok) this.accepted(outcome.match, outcome.events);
      else await this.reload();
    } finally {
      this.busy = false;
    }
  }

  private async resync() {
    if (this.busy) return;
    const stored = await this.services.matches.load(this.match.id);
    if (stored && stored.state.version > this.match.state.version) this.accepted(stored, []);
  }

  private async reload() {
    const stored = await this.services.matches.load(this.match.id);
    if (stored && stored.state.version !== this.match.state.version) this.accepted(stored, []);
  }

  private async renewClaim() {
    if (!(await claimMatch(this.services.db, this.match.id, this.owner))) {
      // Another room owns the match now (this process stalled past its lease): step aside.
      await this.disconnect();
    }
  }
}

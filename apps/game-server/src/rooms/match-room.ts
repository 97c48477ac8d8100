import {
  type Claim,
  claimMatch,
  LEASE_MS,
  type LoadedMatch,
  matchPatchFor,
  matchViewFor,
  releaseMatch,
  slotOf,
} from '@app/card-battle';
import {
  JOIN_FAILURE,
  type MatchAction,
  matchProtocol,
  type RefusalReason,
  refusalText,
} from '@app/contracts';
import type { Action, BattleLogEntry, PlayerSlot } from '@app/game-rules';
import { type ClockTimer, timerAt } from '@app/jobs';
import { inBackground, type SignedInMember } from '@app/platform';
import { type Client, Room, validate } from '@colyseus/core';
import type { GameServices } from '../services.ts';
import { MatchRematch } from './match-rematch.ts';
import {
  authenticateSpectator,
  isSpectator,
  MatchSpectators,
  type SpectatorSeat,
} from './match-spectators.ts';
import { clockRoom, unclockRoom } from './no-state.ts';
import { joinRefused, outbox } from './protocol.ts';
import type { HostedMatch } from './room-registry.ts';

interface Seat {
  member: SignedInMember;
  slot: PlayerSlot;
}
type MatchClient = Client<{ auth: Seat | SpectatorSeat }>;

/** A player's seat; null for a spectator. */
const seatOf = (client: MatchClient): Seat | null => (isSpectator(client) ? null : (client.auth as Seat));

const { join: joinOptions, client: incoming, server } = matchProtocol;
const { send } = outbox(server);

/** How soon a room tries again to end an overdue turn when the database did not answer or refused. */
const DEADLINE_RETRY_MS = 1_000;

/**
 * The room's clock ends each turn it starts (armDeadline), so its moves queue no
 * deadline job: one per turn would fire long after most turns ended, and cost a
 * Redis write and a query each. The job comes back when the room closes.
 */
const TIMED_HERE = { timedByRoom: true };

/**
 * The match room type of one game server. Who may join is settled before any
 * room is found or opened (Colyseus' static onAuth runs in the matchmaking
 * request): only the match's two players get a seat, so nobody else can make
 * a process load and claim a match.
 */
export function matchRoomFor(services: GameServices) {
  return class extends MatchRoom {
    static override async onAuth(token: string, options: unknown): Promise<Seat | SpectatorSeat> {
      const join = joinOptions.safeParse(options).data;
      const matchId = join?.matchId ?? '';
      if (join?.spectate) return authenticateSpectator(services, token, matchId);
      const seat = await services.seatFor(token, matchId);
      if (!seat) throw joinRefused(JOIN_FAILURE.notLoggedIn);
      if (!seat.match) throw joinRefused(JOIN_FAILURE.matchNotFound);
      const slot = slotOf(seat.match, seat.member.id);
      if (!slot) throw joinRefused(JOIN_FAILURE.notAPlayer);
      return { member: seat.member, slot };
    }
  };
}

/**
 * One card battle. The room loads its match from the database, applies each
 * action with the rules, saves it (compare-and-set) and only then sends each
 * player their own view. It holds nothing the database does not: it can be
 * disposed when empty and recreated from the database later, on any process.
 */
class MatchRoom extends Room<{ client: MatchClient }> {
  // Two players (a few tabs each) and the spectators.
  override maxClients = 128;
  override maxMessagesPerSecond = 60;
  private services!: GameServices;
  private match!: LoadedMatch;
  private busy = false;
  private spectators!: MatchSpectators;
  private rematch!: MatchRematch;
  /** Set when the room starts closing: from then on it holds its match no longer (its claim is being released). */
  private closing = false;
  private readonly hosted: HostedMatch = {
    // Registered before the claim is taken, so before the match is held; still registered while it closes.
    version: () => (this.closing ? undefined : (this.match as LoadedMatch | undefined)?.state.version),
    changed: () =>
      inBackground(this.services.onError, `reloading match ${this.match.id}`, () => this.resync()),
    lost: () => void this.disconnect(),
  };
  /** The timer that ends the turn in progress, and the deadline and turn it was set for. */
  private deadline: { timer: ClockTimer; at: number; turnCount: number } | undefined;

  override async onCreate(options: { services: GameServices; matchId?: unknown }) {
    // One timer for all match rooms moves its clock, instead of a timer of its own (onDispose unclocks it, also
    // when this throws).
    clockRoom(this);
    this.services = options.services;
    this.spectators = new MatchSpectators(this, this.services, this.services.spectators);
    this.rematch = new MatchRematch(this, this.services, (client) => seatOf(client)?.slot ?? null);
    const matchId = joinOptions.safeParse(options).data?.matchId;
    const match = matchId ? await this.services.matches.load(matchId) : null;
    if (!match) throw joinRefused(JOIN_FAILURE.matchNotFound);
    const { rooms, database } = this.services;
    // Both players opening a match at once can race to create its room; the loser retries and joins the winner's.
    if (!rooms.register(match.id, this.hosted)) throw joinRefused(JOIN_FAILURE.openingElsewhere);
    let claim: Claim | undefined;
    try {
      claim = await claimMatch(database, match.id, rooms.processId, rooms.isAlive);
    } finally {
      // Not claimed (held elsewhere, or the database did not answer): left registered, it would have every later
      // join of the match on this process refused as opening elsewhere, until a restart.
      if (!claim?.claimed) rooms.unregister(match.id, this.hosted);
    }
    const claimedAt = Date.now();
    if (!claim.claimed) throw joinRefused(JOIN_FAILURE.openingElsewhere);
    this.match = match;
    // Keyed by its match: found by id (match-room-driver.ts) and never listed twice.
    this.roomId = match.id;
    this.setMetadata({ matchId: match.id });
    if (claim.unreachableSince !== null) await this.giveTimeBack(claim.unreachableSince, claimedAt);
    this.armDeadline();
  }

  /**
   * The process that hosted this match died (its claim was taken over). The
   * turn in progress gets back the part of it nobody could play: since that
   * process last renewed its claim (or since the turn began, if later) until
   * this moment, when play resumes, at most a lease (past which any process
   * could have reopened the match) and the time since the claim. Measured by
   * the game servers' clocks, as the turn's deadline is.
   */
  private async giveTimeBack(unreachableSince: number, claimedAt: number) {
    const { state } = this.match;
    if (state.gameStatus !== 'in_progress') return;
    const now = Date.now();
    const turnStarted = state.turnDeadline - state.turnTimerSeconds * 1000;
    const unreachableMs = now - unreachableSince;
    const lost = Math.min(unreachableMs, now - turnStarted, LEASE_MS + (now - claimedAt));
    if (lost <= 0) return;
    const action: Action = { type: 'restore_time', player: state.currentTurn, ms: lost, now };
    const outcome = await this.services.matches.apply(this.match, action, TIMED_HERE);
    // Refused only when the stored match moved on meanwhile; the room reloads it below.
    if (outcome.ok) this.match = outcome.match;
  }

  override onJoin(client: MatchClient) {
    const { member } = client.auth as Seat | SpectatorSeat;
    if (member) this.services.connections.opened(member.tokenId, client);
    this.spectators.changed(this.match);
    this.sendState(client);
    this.notePlayerLooked(client);
  }

  override onLeave(client: MatchClient) {
    const { member } = client.auth as Seat | SpectatorSeat;
    if (member) this.services.connections.closed(member.tokenId, client);
    this.spectators.changed(this.match);
    this.rematch.left(client);
    this.notePlayerLooked(client);
  }

  /** The seats connected now: a step raises no notification for them (they see it on the board). */
  private presentSeats() {
    // A loop, not the client list's flatMap: see clientsWhere (room-clients.ts). Asked on every move.
    const slots: PlayerSlot[] = [];
    for (const client of this.clients) {
      const slot = seatOf(client)?.slot;
      if (slot && !slots.includes(slot)) slots.push(slot);
    }
    return slots;
  }

  /** When a player last had the board open (the last-hour deadline email goes only to one who has not). */
  private notePlayerLooked(client: MatchClient) {
    const seat = seatOf(client);
    // Only an async turn's last-hour email asks; a blitz board is open while it is played.
    if (!seat || this.match.mode !== 'async') return;
    const { member } = seat;
    inBackground(this.services.onError, `noting that a player opened match ${this.match.id}`, () =>
      this.services.matches.opened(this.match.id, member.id),
    );
  }

  override messages = {
    // Checked here rather than by Colyseus' validate(), which disconnects the sender: a malformed
    // card is refused like any card that does not exist.
    play_card: (client: MatchClient, message: unknown) => {
      const parsed = incoming.play_card.safeParse(message);
      if (!parsed.success) return this.refuse(client, 'play_card', 'unknown_card');
      return this.act(client, (slot, now) => ({
        type: 'play_card',
        player: slot,
        cardId: parsed.data.cardId,
        now,
      }));
    },
    // The server's clock ends timed-out turns; a client's timeout flag is only a hint to sync.
    end_turn: validate(incoming.end_turn, (client: MatchClient) =>
      this.act(client, (slot, now) => ({ type: 'end_turn', player: slot, now })),
    ),
    forfeit: validate(incoming.forfeit, (client: MatchClient) =>
      this.act(client, (slot, now) => ({ type: 'forfeit', player: slot, now })),
    ),
    sync: validate(incoming.sync, (client: MatchClient) => this.sendState(client)),
    rematch_offer: validate(incoming.rematch_offer, (client: MatchClient) =>
      this.rematch.offerFrom(client, this.match),
    ),
    rematch_accept: validate(incoming.rematch_accept, (client: MatchClient) =>
      this.rematch.acceptFrom(client, this.match),
    ),
    rematch_decline: validate(incoming.rematch_decline, (client: MatchClient) =>
      this.rematch.declineFrom(client),
    ),
  };

  /** As in the lobby: a failure in any handler or hook is reported, and the process keeps serving. */
  override onUncaughtException(error: Error, methodName: string) {
    this.services?.onError(error, `match room ${methodName}`);
  }

  override async onDispose() {
    this.closing = true;
    this.deadline?.timer.cancel();
    unclockRoom(this);
    if (!this.match) return;
    this.spectators.closed(this.match.id);
    this.rematch.closed();
    try {
      await releaseMatch(this.services.database, this.match.id, this.services.rooms.processId);
    } finally {
      // Unregistered only once released: a room opening the match here meanwhile would have taken the claim (it
      // lets its owner, this process, take it again), and the release would have deleted it under that room.
      this.services.rooms.unregister(this.match.id, this.hosted);
      // Nobody here times the turn in progress any more: a deadline job does, until a room opens it again.
      this.services.matches.scheduleTurnDeadline(this.match);
    }
  }

  private async act(
    client: MatchClient,
    build: (slot: PlayerSlot, now: number) => Action & { type: MatchAction },
  ) {
    const seat = seatOf(client);
    const kind = build('player_a', 0).type;
    // Spectators watch: any move of theirs is refused, and nothing is applied.
    if (!seat) return this.refuse(client, kind, 'not_a_player');
    // Plays are applied one at a time; one sent while another is being saved is refused, never raced.
    if (this.busy) return this.refuse(client, kind, 'busy');
    this.busy = true;
    try {
      const outcome = await this.services.matches.apply(this.match, build(seat.slot, Date.now()), {
        ...TIMED_HERE,
        present: this.presentSeats(),
      });
      if (outcome.ok) return this.accepted(outcome.match, outcome.events, client);
      if (outcome.reason === 'stale') await this.reload();
      this.refuse(client, kind, outcome.reason);
      if (outcome.reason === 'card_not_in_hand' || outcome.reason === 'stale') this.sendState(client);
    } catch (error) {
      // Not saved (the database is away): the player is told, and the board stays as it was.
      this.services.onError(error, `saving a ${kind} in match ${this.match.id}`);
      this.refuse(client, kind, 'failed');
    } finally {
      this.busy = false;
    }
  }

  /**
   * A new state was saved: each player gets what it changed (a patch on the
   * view they hold), or the full view when it came from elsewhere. The player
   * who acted is answered first.
   */
  private accepted(match: LoadedMatch, events: BattleLogEntry[] | null, actor?: MatchClient) {
    const before = this.match.state;
    this.match = match;
    const tell = (client: MatchClient) => {
      const seat = seatOf(client);
      if (!seat) return;
      if (events) send(client, 'update', matchPatchFor(before, match.state, seat.slot, events));
      else this.sendState(client);
    };
    if (actor && this.clients.includes(actor)) tell(actor);
    for (const client of this.clients) if (client !== actor) tell(client);
    this.spectators.tell(before, match, events);
    this.armDeadline();
  }

  private refuse(client: MatchClient, action: MatchAction, reason: RefusalReason) {
    send(client, 'refused', { action, reason, message: refusalText(reason, action) });
  }

  private sendState(client: MatchClient) {
    const seat = seatOf(client);
    if (!seat) return this.spectators.sendState(client, this.match);
    send(client, 'state', { ...matchViewFor(this.match, seat.slot), spectators: this.spectators.watching });
  }

  /** A timer ends a turn on time while the room is loaded (jobs and the sweep cover the rest). */
  private armDeadline() {
    const { state } = this.match;
    if (state.gameStatus !== 'in_progress') {
      this.deadline?.timer.cancel();
      this.deadline = undefined;
      return;
    }
    // Most card plays leave the turn and its deadline as they were: the timer set for them stays. (A new timer
    // each move would make and drop a Node timer list, one per duration, ≈ 1,000 times a second at 4,000 matches.)
    const { deadline } = this;
    if (deadline?.at === state.turnDeadline && deadline.turnCount === state.turnCount) return;
    this.expireTurnAt(state.turnDeadline, state.turnCount);
  }

  /** At `at` by the clock (never before: see timerAt), ends turn `turnCount` if it is still being played. */
  private expireTurnAt(at: number, turnCount: number) {
    this.deadline?.timer.cancel();
    const timer = timerAt(at, () => {
      // Fired: a later state with the same deadline (reloaded after a refusal) sets it again.
      this.deadline = undefined;
      inBackground(this.services.onError, `ending an overdue turn of match ${this.match.id}`, () =>
        this.expireTurn(turnCount),
      );
    });
    this.deadline = { timer, at, turnCount };
  }

  private async expireTurn(turnCount: number) {
    if (this.busy) return this.expireTurnAt(Date.now() + 50, turnCount);
    this.busy = true;
    try {
      const outcome = await this.services.matches.enforceDeadline(
        { matchId: this.match.id, turnCount },
        Date.now(),
        this.services.rooms.processId,
        this.presentSeats(),
      );
      if (outcome?.ok) return this.accepted(outcome.match, outcome.events);
      const { version } = this.match.state;
      await this.reload();
      // Refused with nothing changed (the jobs and the sweep leave a turn a live room times to that room): ask
      // again, so a turn never waits for a player to act. A newer version re-armed the clock in reload().
      if (this.match.state.version === version) this.expireTurnAt(Date.now() + DEADLINE_RETRY_MS, turnCount);
    } catch (error) {
      // The database did not answer: try again soon (the deadline sweep would also catch it).
      this.expireTurnAt(Date.now() + DEADLINE_RETRY_MS, turnCount);
      throw error;
    } finally {
      this.busy = false;
    }
  }

  private async resync() {
    if (this.busy) return;
    const stored = await this.services.matches.load(this.match.id);
    if (stored && stored.state.version > this.match.state.version) this.accepted(stored, null);
  }

  private async reload() {
    const stored = await this.services.matches.load(this.match.id);
    if (stored && stored.state.version !== this.match.state.version) this.accepted(stored, null);
  }
}

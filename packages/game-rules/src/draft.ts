import { BATTLE_LOG_LIMIT } from './constants.ts';
import { copyOpenFields, getPlayer } from './players.ts';
import type { BattleLogEntry, MatchState, PlayerSlot, PlayerState, RngState } from './types.ts';

/**
 * A private working copy of the state for one accepted action, so the rules can update it in place
 * while the caller's state stays untouched. The top level is copied up front; a player (with its
 * small arrays) is copied the first time `player()` hands it out, so untouched players are shared.
 * Entries inside arrays (status effects, buffs, log entries) are never mutated, only replaced.
 * Code that only reads may use `d.state.playerA/B` directly; code that writes must go through `player()`.
 */
export interface Draft {
  readonly state: MatchState;
  readonly now: number;
  /** Version the committed state will carry; also prefixes event ids. */
  readonly version: number;
  readonly events: BattleLogEntry[];
  rng: RngState | null;
  ownA: boolean;
  ownB: boolean;
}

export interface LogDetail {
  target?: PlayerSlot;
  cardName?: string | null;
  value?: number;
}

// The two copies below are spelled out rather than spread: spreading a wide object is several times
// slower in V8 and they run on every action. A new required field fails to compile until added here.
function copyMatch(s: MatchState): MatchState {
  return {
    gameMode: s.gameMode,
    playerA: s.playerA,
    playerB: s.playerB,
    currentTurn: s.currentTurn,
    turnCount: s.turnCount,
    gameStatus: s.gameStatus,
    winner: s.winner,
    winReason: s.winReason,
    playerATimeouts: s.playerATimeouts,
    playerBTimeouts: s.playerBTimeouts,
    turnTimerSeconds: s.turnTimerSeconds,
    turnDeadline: s.turnDeadline,
    battleLog: s.battleLog,
    version: s.version,
    rng: s.rng,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return Object.assign(copyOpenFields(p), { hand: p.hand.slice(), deck: p.deck.slice() });
}

export function openDraft(base: MatchState, now: number, version = base.version + 1): Draft {
  return { state: copyMatch(base), now, version, events: [], rng: null, ownA: false, ownB: false };
}

/** The draft's own, writable copy of a player. */
export function player(d: Draft, slot: PlayerSlot): PlayerState {
  const s = d.state;
  if (slot === 'player_a') {
    if (!d.ownA) {
      s.playerA = clonePlayer(s.playerA);
      d.ownA = true;
    }
    return s.playerA;
  }
  if (!d.ownB) {
    s.playerB = clonePlayer(s.playerB);
    d.ownB = true;
  }
  return s.playerB;
}

/** The generator state, copied on first use so the base state's array is never advanced. */
export function rngOf(d: Draft): RngState {
  d.rng ??= [...d.state.rng] as RngState;
  return d.rng;
}

export function log(
  d: Draft,
  actor: PlayerSlot,
  action: string,
  description: string,
  detail: LogDetail = {},
): void {
  d.events.push({
    id: `${d.version}-${d.events.length}`,
    playerId: getPlayer(d.state, actor).id,
    action,
    target: detail.target ? getPlayer(d.state, detail.target).id : null,
    cardName: detail.cardName ?? null,
    value: detail.value ?? null,
    description,
    timestamp: d.now,
  });
}

export function commit(d: Draft): { state: MatchState; events: BattleLogEntry[] } {
  const { state, events } = d;
  state.version = d.version;
  if (d.rng) state.rng = d.rng;
  if (events.length > 0) {
    const all = state.battleLog.concat(events);
    state.battleLog = all.length > BATTLE_LOG_LIMIT ? all.slice(all.length - BATTLE_LOG_LIMIT) : all;
  }
  return { state, events };
}

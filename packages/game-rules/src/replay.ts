import { CARD_CATALOGUE } from './cards.ts';
import { applyAction, createMatch } from './match.ts';
import type {
  Action,
  BattleLogEntry,
  CardCatalogue,
  GameMode,
  MatchState,
  PlayerInfo,
  PlayerSlot,
} from './types.ts';

/** Everything a match was dealt from: with its actions in order, it gives every state of the match again. */
export interface MatchDeal {
  seed: string;
  mode: GameMode;
  players: Record<PlayerSlot, PlayerInfo>;
  /** The decks as they were handed to the deal, before its shuffle. */
  decks: Record<PlayerSlot, readonly string[]>;
  /** The deal's clock (ms since the epoch): the first turn's deadline counts from it. */
  startedAt: number;
  turnSeconds: number;
  /** Who started, when no coin flip chose (a rematch). */
  firstPlayer?: PlayerSlot;
}

/**
 * A replay as the API sends it (`GET /api/card/matches/:matchId/replay`, the contracts' MatchReplayAnswer): the
 * deal under its wire names. Written here by shape, not imported, so the rules stay free of the contracts.
 */
export interface ReplayDealWire {
  seed: string;
  game_mode: GameMode;
  players: Record<PlayerSlot, PlayerInfo>;
  decks: Record<PlayerSlot, readonly string[]>;
  started_at: number;
  turn_seconds: number;
  first_player: PlayerSlot | null;
}

/** The deal a replay answer describes, in the rules' terms (no first player: the seed's coin flip chose). */
export function dealFromReplay(replay: ReplayDealWire): MatchDeal {
  return {
    seed: replay.seed,
    mode: replay.game_mode,
    players: replay.players,
    decks: replay.decks,
    startedAt: replay.started_at,
    turnSeconds: replay.turn_seconds,
    ...(replay.first_player ? { firstPlayer: replay.first_player } : {}),
  };
}

/** One state of a replay and the battle log entries the step to it added (the deal's coin flip and draws first). */
export interface ReplayStep {
  state: MatchState;
  events: BattleLogEntry[];
}

/** The match as dealt (version 0), exactly as the server's createMatch made it. */
export function dealtMatch(deal: MatchDeal): MatchState {
  return createMatch({
    seed: deal.seed,
    mode: deal.mode,
    playerA: deal.players.player_a,
    playerB: deal.players.player_b,
    deckA: deal.decks.player_a,
    deckB: deal.decks.player_b,
    now: deal.startedAt,
    turnSeconds: deal.turnSeconds,
    ...(deal.firstPlayer ? { firstPlayer: deal.firstPlayer } : {}),
  });
}

/**
 * Every state of a match, re-derived with the rules from its deal and its actions in order: step 0 is the
 * deal, step n the state after action n. The rules are deterministic (an action carries its time, the state
 * its generator), so these are the states the server saved. Each state's battle log is the whole log so far.
 * Throws if an action is refused: a log the rules do not accept is not this match's.
 */
export function replaySteps(
  deal: MatchDeal,
  actions: readonly Action[],
  catalogue: CardCatalogue = CARD_CATALOGUE,
): ReplayStep[] {
  const dealt = dealtMatch(deal);
  const steps: ReplayStep[] = [{ state: dealt, events: dealt.battleLog }];
  let state = dealt;
  for (const [index, action] of actions.entries()) {
    const result = applyAction(state, action, catalogue);
    if (!result.ok) throw new Error(`replay: action ${index + 1} refused (${result.reason})`);
    state = { ...result.state, battleLog: state.battleLog.concat(result.events) };
    steps.push({ state, events: result.events });
  }
  return steps;
}

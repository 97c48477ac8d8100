import { randomBytes, randomUUID } from 'node:crypto';
import { type Database, type Executor, type MatchRow, matchActions, matches } from '@app/db';
import {
  type Action,
  applyAction as applyRules,
  BATTLE_LOG_LIMIT,
  type BattleLogEntry,
  type CardCatalogue,
  dealtMatch,
  type GameMode,
  type MatchDeal,
  type MatchState,
  MODE_RULES,
  type PlayerSlot,
  type RefusalReason,
} from '@app/game-rules';
import { type CardNote, stepNotes } from './match-notes.ts';
import { type StepWriter, saveFinalStep, stepRow } from './step-writer.ts';

export interface LoadedMatch {
  id: string;
  mode: GameMode;
  playerAId: number;
  playerBId: number;
  state: MatchState;
  /** The version of the stored snapshot (`matches.state`); the actions after it are only in the log. */
  stateVersion: number;
}

export interface NewMatchPlayer {
  id: number;
  username: string;
  deck: readonly string[];
}

type LoadedRow = Pick<MatchRow, 'id' | 'mode' | 'playerAId' | 'playerBId' | 'state' | 'stateVersion'>;

const toLoaded = (row: LoadedRow, state: MatchState): LoadedMatch => ({
  id: row.id,
  mode: row.mode,
  playerAId: row.playerAId,
  playerBId: row.playerBId,
  state,
  stateVersion: row.stateVersion,
});

export function slotOf(
  match: Pick<LoadedMatch, 'playerAId' | 'playerBId'>,
  userId: number,
): PlayerSlot | null {
  if (match.playerAId === userId) return 'player_a';
  if (match.playerBId === userId) return 'player_b';
  return null;
}

/** Deals a new match (seeded coin flip and shuffles) and stores it. */
export async function createMatchRecord(
  db: Executor,
  input: {
    mode: GameMode;
    playerA: NewMatchPlayer;
    playerB: NewMatchPlayer;
    turnSeconds?: number;
    now: number;
    /** Who starts instead of the coin flip's pick (a rematch). */
    firstPlayer?: PlayerSlot;
  },
): Promise<LoadedMatch> {
  const deal: MatchDeal = {
    seed: randomBytes(8).toString('hex'),
    mode: input.mode,
    players: {
      player_a: { id: String(input.playerA.id), username: input.playerA.username },
      player_b: { id: String(input.playerB.id), username: input.playerB.username },
    },
    decks: { player_a: [...input.playerA.deck], player_b: [...input.playerB.deck] },
    startedAt: input.now,
    turnSeconds: input.turnSeconds ?? MODE_RULES[input.mode].turnSeconds,
    ...(input.firstPlayer ? { firstPlayer: input.firstPlayer } : {}),
  };
  const { seed } = deal;
  const state = dealtMatch(deal);
  const id = randomUUID();
  const [row] = await db
    .insert(matches)
    .values({
      id,
      mode: input.mode,
      playerAId: input.playerA.id,
      playerBId: input.playerB.id,
      status: state.gameStatus,
      currentTurn: state.currentTurn,
      turnCount: state.turnCount,
      stateVersion: state.version,
      turnDeadline: new Date(state.turnDeadline),
      seed,
      state: { ...state, battleLog: [] },
    })
    .returning();
  // Version 0 is the deal: what it was dealt from (the replay starts there) and the coin flip's log entries.
  await db
    .insert(matchActions)
    .values({ matchId: id, version: 0, action: { type: 'deal', ...deal }, events: state.battleLog });
  return toLoaded(row as MatchRow, state);
}

// The match row, its last BATTLE_LOG_LIMIT actions' log entries (each action
// logs at least one, so they hold the whole log) and the actions after its
// snapshot, in one prepared round trip.
const LOAD = `
  select m.id, m.mode, m.player_a_id as "playerAId", m.player_b_id as "playerBId", m.state,
    m.state_version as "stateVersion",
    coalesce(
      (select json_agg(recent.events order by recent.version)
       from (select events, version from match_actions
             where match_id = m.id order by version desc limit ${BATTLE_LOG_LIMIT}) recent),
      '[]'::json) as recent_events,
    coalesce(
      (select json_agg(later.action order by later.version)
       from match_actions later where later.match_id = m.id and later.version > m.state_version),
      '[]'::json) as later_actions
  from matches m
  where m.id = $1::text`;

/**
 * The match as of its last action: the snapshot, with the actions logged after
 * it applied again through the rules (which are deterministic: the action
 * carries its time, the state its generator), and the battle log from the log.
 */
export async function loadMatch(
  database: Database,
  catalogue: CardCatalogue,
  matchId: string,
): Promise<LoadedMatch | null> {
  const [row] = await database.executePrepared(LOAD, [matchId]);
  if (!row) return null;
  let state: MatchState = { ...(row.state as MatchState), battleLog: [] };
  for (const action of row.later_actions as Action[]) {
    const replayed = applyRules(state, action, catalogue);
    // Only a card definition changed by a deploy in the middle of a match could refuse a logged action.
    if (!replayed.ok)
      throw new Error(`match ${matchId}: logged action ${state.version + 1} refused on replay`);
    state = replayed.state;
  }
  const battleLog = (row.recent_events as BattleLogEntry[][]).flat().slice(-BATTLE_LOG_LIMIT);
  return toLoaded(row as unknown as LoadedRow, { ...state, battleLog });
}

export type ApplyOutcome =
  | { ok: true; match: LoadedMatch; events: BattleLogEntry[]; notes?: CardNote[] | null }
  | { ok: false; reason: RefusalReason | 'stale'; match: LoadedMatch };

/**
 * Applies one action to a match whose state the caller holds, and saves it
 * with a compare-and-set on the version the caller saw: if anyone else saved
 * first, nothing is written and the answer is 'stale' (reload and retry).
 * The action row, the match row's changes, the notifications it raises for the
 * players not `present` (connected to the match's room) and (when the match ends) the
 * winner's points are written together, and only then may the caller broadcast.
 */
export async function applyAndSave(
  database: Database,
  saveStep: StepWriter,
  catalogue: CardCatalogue,
  match: LoadedMatch,
  action: Action,
  present: readonly PlayerSlot[] = [],
): Promise<ApplyOutcome> {
  const result = applyRules(match.state, action, catalogue);
  if (!result.ok) return { ok: false, reason: result.reason, match };
  const next = result.state;
  const notes = stepNotes(match, next, present);
  const step = stepRow(match, next, action, result.events, notes);
  const saved =
    next.gameStatus === 'in_progress'
      ? await saveStep(step)
      : await saveFinalStep(database, step, match, next);
  if (!saved) return { ok: false, reason: 'stale', match };
  const stateVersion = step.state ? next.version : match.stateVersion;
  return { ok: true, match: { ...match, state: next, stateVersion }, events: result.events, notes };
}

/** Loads, applies and saves, retrying when another writer got there first. */
export async function applyToStoredMatch(
  database: Database,
  saveStep: StepWriter,
  catalogue: CardCatalogue,
  matchId: string,
  buildAction: (match: LoadedMatch) => Action | null,
  present: readonly PlayerSlot[] = [],
  attempts = 5,
): Promise<ApplyOutcome | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const match = await loadMatch(database, catalogue, matchId);
    if (!match) return null;
    const action = buildAction(match);
    if (!action) return null;
    const outcome = await applyAndSave(database, saveStep, catalogue, match, action, present);
    if (outcome.ok || outcome.reason !== 'stale') return outcome;
  }
  throw new Error(`match ${matchId}: gave up after ${attempts} conflicting writes`);
}

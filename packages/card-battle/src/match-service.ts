import type { Database } from '@app/db';
import type { Action, CardCatalogue, GameMode, PlayerSlot } from '@app/game-rules';
import type { JobHandlers, JobRunner } from '@app/jobs';
import { type FailureReporter, reportToConsole } from '@app/platform';
import { afterSaving } from './after-save.ts';
import {
  DEADLINE_WARNING_JOB,
  DEADLINE_WARNING_SWEEP_JOB,
  type DeadlineWarningJob,
  type RaisedWarning,
  raiseDeadlineWarning,
  requeueDeadlineWarnings,
} from './deadline-warnings.ts';
import { DEADLINE_JOB, DEADLINE_SWEEP_JOB, type DeadlineJob, isTurnDue, overdueTurns } from './deadlines.ts';
import { noteOpened, pushWritten } from './match-notes.ts';
import {
  type ApplyOutcome,
  applyAndSave,
  applyToStoredMatch,
  createMatchRecord,
  type LoadedMatch,
  loadMatch,
  type NewMatchPlayer,
} from './match-repository.ts';
import { createStepWriter } from './step-writer.ts';

export interface MatchServiceConfig {
  database: Database;
  catalogue: CardCatalogue;
  jobs: JobRunner;
  /** Turn lengths in seconds; only tests change them (the rules' defaults are 45 s and 24 h). */
  turnSeconds?: Partial<Record<GameMode, number>>;
  /** Failures nobody waits for: a turn deadline that could not be scheduled (console by default). */
  onError?: FailureReporter;
}

export type MatchService = ReturnType<typeof createMatchService>;

/** Who changes a match, as far as timing its turns goes. */
export interface ApplyOptions {
  /**
   * A match room that times the match's turns with its own clock: no deadline
   * job is queued for the turns it starts (it hands the clock to a job when it
   * closes, and the sweep covers a room whose process died).
   */
  timedByRoom?: boolean;
  /**
   * The seats connected to the match's room (the room knows; an HTTP move passes its own player's): a step
   * raises no notification for them, they see it on the board.
   */
  present?: readonly PlayerSlot[];
}

/** What the worker does once a deadline warning is raised (the API's: the last-hour email). */
export type DeadlineWarningFollowUp = (warning: RaisedWarning) => Promise<void>;

/**
 * Everything that changes a match goes through here, whoever calls (a room, an
 * HTTP request, a deadline job): apply with the rules, save with a
 * compare-and-set, then schedule the new turn's deadline unless a room times it.
 */
export function createMatchService(config: MatchServiceConfig) {
  const { database, catalogue, jobs } = config;
  const { db } = database;
  const saveStep = createStepWriter(database);
  const { scheduleTurnDeadline, afterSave } = afterSaving(database, jobs, config.onError ?? reportToConsole);

  /** Loads the newest state, then applies; retries on conflicting writes. */
  async function applyToStored(
    matchId: string,
    buildAction: (match: LoadedMatch) => Action | null,
    options: ApplyOptions = {},
  ) {
    let before: LoadedMatch | undefined;
    const build = (match: LoadedMatch) => {
      before = match;
      return buildAction(match);
    };
    const outcome = await applyToStoredMatch(database, saveStep, catalogue, matchId, build, options.present);
    return outcome && before ? afterSave(before, outcome, options) : outcome;
  }

  const deadlines = turnDeadlines(database, applyToStored);
  return {
    catalogue,
    load: (matchId: string) => loadMatch(database, catalogue, matchId),

    /** Deals and stores a new match; `firstPlayer` starts instead of the coin flip's pick (a rematch). */
    async create(
      mode: GameMode,
      playerA: NewMatchPlayer,
      playerB: NewMatchPlayer,
      executor = db,
      { firstPlayer }: { firstPlayer?: PlayerSlot } = {},
    ) {
      const turnSeconds = config.turnSeconds?.[mode];
      return createMatchRecord(executor, {
        mode,
        playerA,
        playerB,
        now: Date.now(),
        ...(turnSeconds ? { turnSeconds } : {}),
        ...(firstPlayer ? { firstPlayer } : {}),
      });
    },

    /**
     * Queues the job that ends the match's current turn at its deadline: once the transaction that created
     * the match has committed, and when the room that timed its turns closes.
     */
    scheduleTurnDeadline,

    /** Applies an action to the state the caller holds ('stale' when someone saved first). */
    async apply(match: LoadedMatch, action: Action, options: ApplyOptions = {}) {
      const outcome = await applyAndSave(database, saveStep, catalogue, match, action, options.present);
      return afterSave(match, outcome, options);
    },

    /** The member has the match's board open now (joined or left its room, or read it). */
    opened: (matchId: string, userId: number) => noteOpened(db, matchId, userId),

    applyToStored,
    enforceDeadline: deadlines.enforceDeadline,
    sweepDeadlines: deadlines.sweepDeadlines,
    /** The turn deadlines' and warnings' jobs; `followUp` runs after each raised warning, in its job. */
    jobHandlers: (followUp?: DeadlineWarningFollowUp): JobHandlers => ({
      ...deadlines.jobHandlers(),
      ...warningJobHandlers(database, jobs, (matchId) => loadMatch(database, catalogue, matchId), followUp),
    }),
  };
}

/**
 * Ending turns at their deadline, whoever notices it first: the turn's job, the sweep, or a room's own clock.
 * However often each runs, a turn times out once.
 */
function turnDeadlines(
  database: Database,
  applyToStored: (
    matchId: string,
    buildAction: (match: LoadedMatch) => Action | null,
    options?: ApplyOptions,
  ) => Promise<ApplyOutcome | null>,
) {
  /**
   * Ends turn `turnCount` if it is still current, its deadline has passed and
   * no other process's room times it; otherwise changes nothing. A room passes
   * its process id as `host` (and times the next turn itself).
   */
  async function enforceDeadline(
    { matchId, turnCount }: DeadlineJob,
    now = Date.now(),
    host = '',
    present: readonly PlayerSlot[] = [],
  ) {
    // A turn a job was queued for may have ended long before: a cheap check spares those a full load.
    if (!(await isTurnDue(database, matchId, turnCount, now, host))) return null;
    return applyToStored(
      matchId,
      ({ state }) =>
        state.gameStatus === 'in_progress' && state.turnCount === turnCount && state.turnDeadline <= now
          ? { type: 'timeout', player: state.currentTurn, now }
          : null,
      { timedByRoom: host !== '', present },
    );
  }

  /** Catches deadlines no job or room applied (a lost delayed job, a server that was down). */
  async function sweepDeadlines(now = Date.now(), limit = 200) {
    let applied = 0;
    for (const job of await overdueTurns(database, now, limit)) {
      if ((await enforceDeadline(job, now))?.ok) applied += 1;
    }
    return applied;
  }

  return {
    enforceDeadline,
    sweepDeadlines,
    jobHandlers(): JobHandlers {
      return {
        [DEADLINE_JOB]: async (data) => {
          await enforceDeadline(data as DeadlineJob);
        },
        [DEADLINE_SWEEP_JOB]: async () => {
          await sweepDeadlines();
        },
      };
    },
  };
}

/**
 * The async turns' deadline warnings: raised when their jobs come (a failing `followUp` retries both), and
 * the lost ones queued again by the sweep.
 */
function warningJobHandlers(
  database: Database,
  jobs: JobRunner,
  load: (matchId: string) => Promise<LoadedMatch | null>,
  followUp: DeadlineWarningFollowUp | undefined,
): JobHandlers {
  return {
    [DEADLINE_WARNING_JOB]: async (data) => {
      const warning = await raiseDeadlineWarning(database, data as DeadlineWarningJob);
      if (!warning) return;
      if (warning.written)
        await pushWritten(jobs, [{ id: warning.noteId, dedupeKey: warning.note.dedupe_key }]);
      if (followUp) await followUp(warning);
    },
    [DEADLINE_WARNING_SWEEP_JOB]: async () => {
      await requeueDeadlineWarnings(database, jobs, load);
    },
  };
}

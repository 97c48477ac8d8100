import type { Database } from '@app/db';
import type { Action, CardCatalogue, GameMode } from '@app/game-rules';
import type { JobHandlers, JobRunner } from '@app/jobs';
import { type FailureReporter, inBackground, reportToConsole } from '@app/platform';
import {
  DEADLINE_JOB,
  DEADLINE_SWEEP_JOB,
  type DeadlineJob,
  isTurnDue,
  overdueTurns,
  scheduleDeadline,
} from './deadlines.ts';
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
}

/**
 * Everything that changes a match goes through here, whoever calls (a room, an
 * HTTP request, a deadline job): apply with the rules, save with a
 * compare-and-set, then schedule the new turn's deadline unless a room times it.
 */
export function createMatchService(config: MatchServiceConfig) {
  const { database, catalogue, jobs } = config;
  const { db } = database;
  const saveStep = createStepWriter(database);

  /**
   * The match is saved and the players should see it now: scheduling its turn's deadline
   * (a Redis round trip with BullMQ) holds nothing up, and if it fails, the room's clock and
   * the sweep still end that turn.
   */
  function scheduleTurnDeadline(match: LoadedMatch) {
    inBackground(config.onError ?? reportToConsole, `scheduling the deadline of match ${match.id}`, () =>
      scheduleDeadline(jobs, match),
    );
  }

  /** A new turn, or the same turn given more time, needs a deadline job of its own, unless a room times it. */
  function afterSave(before: LoadedMatch, outcome: ApplyOutcome, { timedByRoom = false }: ApplyOptions) {
    if (!timedByRoom && outcome.ok && outcome.match.state.turnDeadline !== before.state.turnDeadline) {
      scheduleTurnDeadline(outcome.match);
    }
    return outcome;
  }

  /** Loads the newest state, then applies; retries on conflicting writes. */
  async function applyToStored(
    matchId: string,
    buildAction: (match: LoadedMatch) => Action | null,
    options: ApplyOptions = {},
  ) {
    let before: LoadedMatch | undefined;
    const outcome = await applyToStoredMatch(database, saveStep, catalogue, matchId, (match) => {
      before = match;
      return buildAction(match);
    });
    return outcome && before ? afterSave(before, outcome, options) : outcome;
  }

  return {
    catalogue,
    load: (matchId: string) => loadMatch(database, catalogue, matchId),

    async create(mode: GameMode, playerA: NewMatchPlayer, playerB: NewMatchPlayer, executor = db) {
      const turnSeconds = config.turnSeconds?.[mode];
      return createMatchRecord(executor, {
        mode,
        playerA,
        playerB,
        now: Date.now(),
        ...(turnSeconds ? { turnSeconds } : {}),
      });
    },

    /**
     * Queues the job that ends the match's current turn at its deadline: once the transaction that created
     * the match has committed, and when the room that timed its turns closes.
     */
    scheduleTurnDeadline,

    /** Applies an action to the state the caller holds ('stale' when someone saved first). */
    async apply(match: LoadedMatch, action: Action, options: ApplyOptions = {}) {
      return afterSave(match, await applyAndSave(database, saveStep, catalogue, match, action), options);
    },

    applyToStored,
    ...turnDeadlines(database, applyToStored),
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
  async function enforceDeadline({ matchId, turnCount }: DeadlineJob, now = Date.now(), host = '') {
    // A turn a job was queued for may have ended long before: a cheap check spares those a full load.
    if (!(await isTurnDue(database, matchId, turnCount, now, host))) return null;
    return applyToStored(
      matchId,
      ({ state }) =>
        state.gameStatus === 'in_progress' && state.turnCount === turnCount && state.turnDeadline <= now
          ? { type: 'timeout', player: state.currentTurn, now }
          : null,
      { timedByRoom: host !== '' },
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

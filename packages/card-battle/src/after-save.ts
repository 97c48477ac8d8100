import type { Database } from '@app/db';
import type { JobRunner } from '@app/jobs';
import { type FailureReporter, inBackground } from '@app/platform';
import { cancelDeadlineWarnings, scheduleDeadlineWarnings } from './deadline-warnings.ts';
import { scheduleDeadline } from './deadlines.ts';
import { pushFound, pushStepNotes } from './match-notes.ts';
import type { ApplyOutcome, LoadedMatch } from './match-repository.ts';
import type { ApplyOptions } from './match-service.ts';

/**
 * What follows a saved step or a new match, in the background (a Redis round trip with BullMQ holds no move
 * up): the new turn's deadline job unless a room times it, an async turn's warnings in place of the last
 * turn's, and the pushes of the notifications the step wrote.
 */
export function afterSaving(database: Database, jobs: JobRunner, onError: FailureReporter) {
  const background = (what: string, work: () => Promise<unknown>) => inBackground(onError, what, work);

  /**
   * The match is saved and the players should see it now: scheduling its turn's deadline
   * (a Redis round trip with BullMQ) holds nothing up, and if it fails, the room's clock and
   * the sweep still end that turn.
   */
  function scheduleTurnDeadline(match: LoadedMatch) {
    background(`scheduling the deadline of match ${match.id}`, () => scheduleDeadline(jobs, match));
    rewarn(match);
    // A new async match (its deal, version 0): the pairing's "match found" notes are committed now.
    if (match.mode === 'async' && match.state.version === 0) {
      background(`queueing the pushes of match ${match.id}`, () => pushFound(database, jobs, match.id));
    }
  }

  /** An async turn's two warnings in place of the last turn's (`before`), queued like its deadline. */
  function rewarn(match: LoadedMatch, before?: LoadedMatch) {
    if (match.mode !== 'async') return;
    background(`scheduling the warnings of match ${match.id}`, async () => {
      if (before) await cancelDeadlineWarnings(jobs, before);
      await scheduleDeadlineWarnings(jobs, match);
    });
  }

  /**
   * A new turn, or the same turn given more time, needs a deadline job of its own, unless a room times it, and
   * (async) warnings of its own in place of the last turn's, which a match's end only drops.
   */
  function afterSave(before: LoadedMatch, outcome: ApplyOutcome, { timedByRoom = false }: ApplyOptions) {
    if (!outcome.ok) return outcome;
    const { state } = outcome.match;
    const newDeadline = state.turnDeadline !== before.state.turnDeadline;
    if (newDeadline && !timedByRoom) {
      background(`scheduling the deadline of match ${before.id}`, () =>
        scheduleDeadline(jobs, outcome.match),
      );
    }
    if (newDeadline || state.gameStatus !== 'in_progress') rewarn(outcome.match, before);
    const { notes } = outcome;
    if (notes)
      background(`queueing the pushes of match ${before.id}`, () => pushStepNotes(database, jobs, notes));
    return outcome;
  }

  return { scheduleTurnDeadline, afterSave };
}

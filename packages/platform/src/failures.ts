/** Reports a failure nobody waits for, with what was being done. */
export type FailureReporter = (error: unknown, context: string) => void;

/** Where such failures go when no logger is given. */
export const reportToConsole: FailureReporter = (error, context) => console.error(`${context}:`, error);

/**
 * Runs work nobody awaits (a timer firing, a change made elsewhere): a failure,
 * such as the database being away, is reported instead of becoming an
 * unhandled rejection that would end the process and everything in it.
 */
export function inBackground(report: FailureReporter, context: string, task: () => Promise<unknown>) {
  task().catch((error) => report(error, context));
}

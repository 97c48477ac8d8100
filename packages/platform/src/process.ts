import closeWithGrace from 'close-with-grace';
import { ConfigError } from './env.ts';

/** How long a process may take to close before it is ended anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** What a process logs while starting and stopping (a pino logger fits). */
export interface ProcessLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunningProcess {
  log: ProcessLog;
  /** Closes servers, workers and connections; what has started must end here. */
  stop(): Promise<void>;
}

/**
 * Reads a process's configuration, or ends the process with the message that
 * names every wrong variable (no stack trace: the operator has a typo to fix).
 */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The one way every server process (API, game server, worker, all-in-one)
 * starts and stops: start it, then on SIGINT or SIGTERM (or another signal
 * close-with-grace takes as a stop: SIGHUP, SIGUSR2, …), or an exception
 * nothing caught, stop it and exit, giving up after SHUTDOWN_GRACE_MS. A
 * rejected promise nobody awaited is logged and the process keeps serving:
 * one failed background task (a database away for a moment) must not end
 * every match and request in the process, while a synchronous exception may
 * have left state half-changed, so that one still stops it.
 */
export async function runProcess(start: () => Promise<RunningProcess>): Promise<RunningProcess> {
  const running = await start();
  process.on('unhandledRejection', (err) => {
    running.log.error({ err }, 'a task nobody awaited failed; still serving');
  });
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    if (err) running.log.error({ err }, 'shutting down after an error');
    else running.log.info({}, `received ${signal}, shutting down`);
    await running.stop();
  });
  return running;
}

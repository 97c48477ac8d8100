import { ConfigError } from '@app/game-server';
import closeWithGrace from 'close-with-grace';
import { type AppConfig, loadConfig } from '../config.ts';

/** Loads the config, or stops the process with a message naming the wrong variables. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** On SIGINT/SIGTERM (or a crash) close cleanly, and give up after 10 s. */
export function closeOnSignals(close: () => Promise<void>, log: (message: string, error?: unknown) => void) {
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log('shutting down after an error', err);
    else log(`received ${signal}, shutting down`);
    await close();
  });
}

// A server process started the platform's one way, for process.test.ts:
// it says when it has started and when stop() ran, and STOP_MS slows its stop.
// 'started' is printed once runProcess has returned, so its signal handlers are
// in place: a test that signals on 'started' must not race the handlers.
import { runProcess } from '../src/process.ts';

const stopMs = Number(process.env.STOP_MS ?? 0);
const log = {
  info: (_details: object, message: string) => console.log(message),
  error: (details: object, message: string) =>
    console.log(message, String((details as { err?: unknown }).err)),
};
await runProcess(async () => {
  const keepAlive = setInterval(() => {}, 1000);
  return {
    log,
    async stop() {
      await new Promise((resolve) => setTimeout(resolve, stopMs));
      clearInterval(keepAlive);
      console.log('stopped');
    },
  };
});
console.log('started');
if (process.env.REJECT_AFTER_START) {
  setTimeout(() => {
    void Promise.reject(new Error('nobody awaited this'));
    setTimeout(() => console.log('still serving'), 50);
  }, 10);
}
if (process.env.THROW_AFTER_START) {
  setTimeout(() => {
    throw new Error('nobody caught this');
  }, 10);
}

// Preloaded into the game server by `pnpm bench:game` only (NODE_OPTIONS
// --import; plain JavaScript because it loads before tsx): on SIGWINCH (a
// signal servers otherwise ignore; SIGUSR2 stops them, see runProcess) the
// process collects all its garbage and prints the memory still in use, so the
// bench reads what the open matches hold rather than what the last collection
// happened to leave.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

process.on('SIGWINCH', () => {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  console.log(`bench memory in use: ${heapUsed + external}`);
});

// What the game benchmarks share: CPU time from /proc, a sleep, and a match join that retries a lost race.
import { readFileSync } from 'node:fs';
import type { Client } from '@colyseus/sdk';

/** CPU time (user + system) a process has used so far, in milliseconds; of one of its threads with `thread`. */
export const cpuMs = (pid: number, thread?: number) => {
  const stat = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both players of a match may open it at the same instant; the one whose room lost the claim tries again. */
export async function joinMatch(client: Client, matchId: string, spectate = false) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.joinOrCreate('match', spectate ? { matchId, spectate } : { matchId });
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(50 * attempt);
    }
  }
}

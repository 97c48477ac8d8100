import { BATTLE_LOG_LIMIT, type BattleLogEntry } from '@app/game-rules';

/**
 * Appends the entries an `update` carried to the log, skipping ones already there (a resync can
 * repeat them), and keeps the last 50 (product spec 3 §3, product spec 3 §9).
 */
export function mergeBattleLog(
  log: readonly BattleLogEntry[],
  events: readonly BattleLogEntry[] | undefined,
  limit = BATTLE_LOG_LIMIT,
): BattleLogEntry[] {
  const seen = new Set(log.map((entry) => entry.id));
  const added = (events ?? []).filter((entry) => {
    if (!entry || seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
  const all = added.length > 0 ? [...log, ...added] : [...log];
  return all.length > limit ? all.slice(all.length - limit) : all;
}

/** The last `limit` entries of a full view's log. */
export function lastEntries(log: readonly BattleLogEntry[] | undefined, limit = BATTLE_LOG_LIMIT) {
  const all = Array.isArray(log) ? log : [];
  return all.length > limit ? all.slice(all.length - limit) : [...all];
}

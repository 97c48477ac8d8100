// A finished match's replay (its deal and the action log the match keeps anyway) re-derives, with the pure
// rules, exactly the states the match service saved: for 200 random matches played through the real service
// on both databases, every state the service answered, the stored final snapshot and the battle log.
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import {
  type Action,
  legalActions,
  MAX_DECK_SIZE,
  type MatchState,
  MIN_DECK_SIZE,
  replaySteps,
} from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMatch } from '../src/match-repository.ts';
import type { MatchService } from '../src/match-service.ts';
import { loadReplay } from '../src/replay.ts';
import { createMatches } from '../src/setup.ts';

const MATCHES = 200;
const AT_ONCE = 20;

/** A small seeded generator (mulberry32): a failing match can be played again from its number. */
function generator(seed: number) {
  let a = seed >>> 0;
  return (below: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const withoutLog = ({ battleLog: _log, ...rest }: MatchState) => rest;

/** Random legal moves, now and then a forfeit, a timed-out turn or time given back, until the match ends. */
function nextAction(
  match: LoadedMatch,
  random: (below: number) => number,
  now: number,
  service: MatchService,
) {
  const { state } = match;
  const roll = random(100);
  if (roll === 0) return { type: 'forfeit', player: random(2) ? 'player_a' : 'player_b', now } as Action;
  if (roll < 4) return { type: 'timeout', player: state.currentTurn, now } as Action;
  if (roll < 6) return { type: 'restore_time', player: state.currentTurn, ms: random(5000), now } as Action;
  // Legal moves only: the plays first, ending the turn last (picked less often than any one play).
  const moves = legalActions(state, now, service.catalogue);
  return moves[random(moves.length)] as Action;
}

describe.each(['pglite', 'postgres'] as const)('replays re-derive the saved match (%s)', (kind) => {
  let test: TestDatabase;
  let jobs: JobRunner;
  let service: MatchService;
  let players: { id: number; username: string }[];

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    jobs = createJobRunner({});
    service = await createMatches({ database: test.database, jobs });
    players = await Promise.all(Array.from({ length: 8 }, () => createMember(test.database.db)));
  });
  afterAll(async () => {
    await jobs?.close();
    await test?.close();
  });

  async function playAndCheck(number: number) {
    const random = generator(number + 1);
    const cardIds = [...service.catalogue.keys()];
    const deck = () =>
      Array.from(
        { length: MIN_DECK_SIZE + random(MAX_DECK_SIZE - MIN_DECK_SIZE + 1) },
        () => cardIds[random(cardIds.length)] as string,
      );
    const a = players[random(players.length)] as (typeof players)[number];
    const b = players.filter((p) => p !== a)[random(players.length - 1)] as (typeof players)[number];
    const mode = random(2) ? 'blitz' : 'async';
    let match = await service.create(mode, { ...a, deck: deck() }, { ...b, deck: deck() });
    let now = match.state.turnDeadline - match.state.turnTimerSeconds * 1000;
    const served: MatchState[] = [match.state];
    while (match.state.gameStatus === 'in_progress') {
      now += 1 + random(3000);
      const action =
        served.length > 120
          ? ({ type: 'forfeit', player: 'player_a', now } as Action)
          : nextAction(match, random, now, service);
      const outcome = await service.apply(match, action, { timedByRoom: true });
      if (!outcome.ok) throw new Error(`match ${number}: ${action.type} refused (${outcome.reason})`);
      match = outcome.match;
      served.push(match.state);
    }

    const found = await loadReplay(test.database, match.id);
    if (found.status !== 'finished') throw new Error(`match ${number}: replay ${found.status}`);
    const steps = replaySteps(found.replay.deal, found.replay.actions, service.catalogue);
    expect(steps.map((step) => withoutLog(step.state))).toEqual(served.map(withoutLog));
    const [stored] = await test.database.executePrepared('select state from matches where id = $1', [
      match.id,
    ]);
    const final = steps.at(-1)?.state as MatchState;
    expect({ ...final, battleLog: [] }).toEqual(stored?.state);
    const logged = await test.database.executePrepared(
      'select events from match_actions where match_id = $1 order by version',
      [match.id],
    );
    expect(final.battleLog).toEqual(logged.flatMap((row) => row.events as unknown[]));
  }

  it(`gives every state of ${MATCHES} random matches again, down to the stored final snapshot`, async () => {
    for (let first = 0; first < MATCHES; first += AT_ONCE) {
      await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => playAndCheck(first + i)));
    }
  }, 120_000);

  it('answers a match in progress as in progress, and an unknown one as missing', async () => {
    const [a, b] = players as [(typeof players)[number], (typeof players)[number]];
    const deck = [...service.catalogue.keys()].slice(0, MIN_DECK_SIZE);
    const match = await service.create('blitz', { ...a, deck }, { ...b, deck });
    expect(await loadReplay(test.database, match.id)).toEqual({ status: 'in_progress' });
    expect(await loadReplay(test.database, crypto.randomUUID())).toEqual({ status: 'missing' });
  });
});

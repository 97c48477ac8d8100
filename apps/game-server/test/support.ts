// What the game-server tests share: a server on either stack, players with
// tokens, and two players matched through the lobby.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { PlayerMatchPatch, PlayerMatchView } from '@app/card-battle';
import { type AppDatabase, type Database, matchActions } from '@app/db';
import { createMember, createTestDatabase } from '@app/db/testing';
import { applyBoardPatch, BATTLE_LOG_LIMIT, type GameMode } from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { createSessionEvents } from '@app/platform';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import { Client, type Room } from '@colyseus/sdk';
import { eq, max } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll } from 'vitest';
import { createGameServer, type GameServer, type GameServerConfig } from '../src/game-server.ts';

export type Stack = 'embedded' | 'postgres+redis';

export interface TestPlayer {
  id: number;
  username: string;
  token: string;
}

export function tokenSigner(secret: string) {
  return createSigner({ key: secret, algorithm: 'HS256', expiresIn: 3_600_000 });
}

/** A member row and a token for them, as the API would issue it. */
export async function createPlayer(
  db: AppDatabase,
  sign: ReturnType<typeof tokenSigner>,
): Promise<TestPlayer> {
  const member = await createMember(db);
  return { ...member, token: sign({ sub: String(member.id), jti: randomUUID() }) };
}

export function sdkClient(endpoint: string, token?: string) {
  const client = new Client(endpoint);
  if (token) client.auth.token = token;
  return client;
}

/** Both players queue in the lobby (the first waits, the second is matched); answers the match id. */
export async function pairThroughLobby(clients: [Client, Client], mode: GameMode) {
  const lobbies = await Promise.all(clients.map((client) => client.joinOrCreate('lobby')));
  // The lobby also pushes queue counts; these tests only read what they wait for.
  for (const lobby of lobbies) lobby.onMessage('*', () => {});
  const found = lobbies.map(
    (lobby) =>
      new Promise<string>((resolve) =>
        lobby.onMessage('match_found', (m: { matchId: string }) => resolve(m.matchId)),
      ),
  );
  lobbies[0]!.send('join_queue', { mode });
  await new Promise((resolve) => lobbies[0]!.onMessage('queue_joined', resolve));
  lobbies[1]!.send('join_queue', { mode });
  const [first, second] = await Promise.all(found);
  await Promise.all(lobbies.map((lobby) => lobby.leave()));
  if (first !== second) throw new Error(`players were told different matches: ${first} and ${second}`);
  return first!;
}

/** Two new players paired in a `mode` match through the lobby at `endpoint`; the players and the match id. */
export async function pairNewPlayers(
  db: AppDatabase,
  sign: ReturnType<typeof tokenSigner>,
  endpoint: string,
  mode: GameMode,
) {
  const players: [TestPlayer, TestPlayer] = [await createPlayer(db, sign), await createPlayer(db, sign)];
  const matchId = await pairThroughLobby(
    [sdkClient(endpoint, players[0].token), sdkClient(endpoint, players[1].token)],
    mode,
  );
  return { players, matchId };
}

export interface TestGameServer {
  database: Database;
  server: GameServer;
  endpoint: string;
  sign: ReturnType<typeof tokenSigner>;
  secret: string;
  /** Its Redis key prefix (postgres+redis), under which it shares what the API reads. */
  redisPrefix: string | undefined;
  /** The id of every job the server queued, in order (the jobs themselves run as queued). */
  queuedJobIds: string[];
  close(): Promise<void>;
}

/** The runner, noting the id of each job queued through it. */
function notingJobIds(jobs: JobRunner, ids: string[]): JobRunner {
  return {
    ...jobs,
    enqueue(name, data, options) {
      ids.push(options?.jobId ?? name);
      return jobs.enqueue(name, data, options);
    },
  };
}

/** An in-process game server on embedded PGlite, or on a fresh PostgreSQL database with Redis. */
export async function startTestGameServer(
  stack: Stack,
  options: Pick<GameServerConfig, 'turnSeconds' | 'rematchOfferMs'> = {},
): Promise<TestGameServer> {
  const secret = randomBytes(32).toString('hex');
  const prefix = `test:${randomBytes(4).toString('hex')}`;
  const real = stack === 'postgres+redis';
  const testDatabase = await createTestDatabase(real ? 'postgres' : 'pglite');
  const { database } = testDatabase;
  const queuedJobIds: string[] = [];
  const jobs = notingJobIds(
    createJobRunner(real ? { redisUrl: TEST_REDIS_URL, prefix: `${prefix}:jobs` } : {}),
    queuedJobIds,
  );
  const sessions = createSessionEvents({ redisUrl: real ? TEST_REDIS_URL : undefined, prefix });
  const server = await createGameServer({
    database,
    jwtSecret: secret,
    jobs,
    sessions,
    ...options,
    ...(real ? { redisUrl: TEST_REDIS_URL, redisPrefix: prefix } : {}),
  });
  jobs.work(server.matches.jobHandlers());
  const http = await server.listen(0, '127.0.0.1');
  return {
    database,
    server,
    endpoint: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    sign: tokenSigner(secret),
    secret,
    redisPrefix: real ? prefix : undefined,
    queuedJobIds,
    async close() {
      await server.close();
      await sessions.close();
      await jobs.close();
      await testDatabase.close();
      if (real) await deleteRedisKeys(prefix);
    },
  };
}

/**
 * The game server of a describe block: started before its tests, closed after them. What it returns stands
 * for the running server, so the block's tests use it as they would `startTestGameServer`'s.
 */
export function testGameServerSuite(
  stack: Stack,
  options: Parameters<typeof startTestGameServer>[1] = {},
): TestGameServer {
  let game: TestGameServer | undefined;
  beforeAll(async () => {
    game = await startTestGameServer(stack, options);
  });
  afterAll(async () => {
    await game?.close();
  });
  return new Proxy({} as TestGameServer, {
    get(_target, key) {
      if (!game) throw new Error('the game server did not start');
      return game[key as keyof TestGameServer];
    },
  });
}

/**
 * The view a client holds after a patch (an `update`), as the web client keeps it: the patch must
 * follow the view's version, and its log entries join the last 50.
 */
export function withPatch(view: PlayerMatchView | undefined, patch: PlayerMatchPatch): PlayerMatchView {
  if (view?.version !== patch.from)
    throw new Error(`an update from version ${patch.from} on ${view?.version}`);
  const next = applyBoardPatch(view, patch);
  return { ...next, battleLog: [...view.battleLog, ...patch.board.events].slice(-BATTLE_LOG_LIMIT) };
}

/** What a client of a match room sees: the last full state with every update since applied. */
export function followMatch(room: Room) {
  let view: PlayerMatchView | undefined;
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };
  room.onMessage('state', (state: PlayerMatchView) => {
    view = state;
    changed();
  });
  room.onMessage('update', (patch: PlayerMatchPatch) => {
    // A patch for a board this client does not hold (its first state came before anyone listened):
    // ask for the whole state, as the web client does.
    if (view?.version !== patch.from) return room.send('sync', {});
    view = withPatch(view, patch);
    changed();
  });
  return {
    get view() {
      return view;
    },
    /** The view, once `check` holds for it. */
    until(check: (view: PlayerMatchView) => boolean, timeoutMs = 15_000) {
      return new Promise<PlayerMatchView>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(test);
          reject(new Error('timed out waiting for the match view'));
        }, timeoutMs);
        const test = () => {
          if (!view || !check(view)) return;
          clearTimeout(timer);
          waiters.delete(test);
          resolve(view);
        };
        waiters.add(test);
        test();
      });
    },
  };
}

export type FollowedMatch = ReturnType<typeof followMatch>;

/** Joins a match room: the room, what it shows from now on, and the first full view. */
export async function openMatch(client: Client, matchId: string) {
  const room = await client.joinOrCreate('match', { matchId });
  const match = followMatch(room);
  return { room, match, view: await match.until(() => true) };
}

/** `openMatch` for `token` at `endpoint`, tried again for a while: the match may still be handed over. */
export async function reopenMatch(endpoint: string, token: string, matchId: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await openMatch(sdkClient(endpoint, token), matchId);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * The first view past `afterVersion` a followed match room shows; fails on a refusal. Listen
 * before sending the move that should lead there.
 */
export function nextView(seat: MatchSeat, afterVersion: number) {
  return new Promise<PlayerMatchView>((resolve, reject) => {
    seat.match.until((view) => view.version > afterVersion).then(resolve, reject);
    seat.room.onMessage('refused', (refusal) => reject(new Error(JSON.stringify(refusal))));
  });
}

/** A player's seat in a match room as the helpers here drive it: the room, and the match it shows. */
export interface MatchSeat {
  room: Room;
  match: Pick<FollowedMatch, 'view' | 'until'>;
}

/**
 * Both players end a turn of their own, the one on turn first (a match both have played a turn of is rated when
 * it ends, not aborted); each turn ends once every seat has seen it. Answers every seat's view after the second.
 */
export async function bothEndATurn(seats: readonly MatchSeat[]): Promise<PlayerMatchView[]> {
  let views = seats.map((seat) => seat.match.view as PlayerMatchView);
  for (const _turn of [1, 2]) {
    const now = views.reduce((newest, view) => (view.version > newest.version ? view : newest));
    const mover = seats.find((seat) => seat.match.view?.you === now.currentTurn);
    if (!mover) throw new Error(`no seat of ${now.currentTurn}`);
    const ended = Promise.all(seats.map((seat) => nextView(seat, now.version)));
    mover.room.send('end_turn', {});
    views = await ended;
  }
  return views;
}

/** The newest saved version of a match: the last row of its action log. */
export async function latestVersion(db: AppDatabase, matchId: string) {
  const [row] = await db
    .select({ version: max(matchActions.version) })
    .from(matchActions)
    .where(eq(matchActions.matchId, matchId));
  return row?.version ?? null;
}

// The card battle's browser tests share this: a real all-in-one server (API, game server, web app) with
// Chromium, members made through the API, matches paired through the HTTP queue, and pages opened as a
// member. One server per test file: Colyseus' matchmaker is one per process, and each file runs in a
// process of its own.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  artifactPath,
  callApi,
  launchChromium,
  type StoredSession,
  startE2EServer,
  storeSession,
  uniqueUsername,
  watchHydration,
  whenAppRuns,
} from './support.ts';

export type Member = StoredSession;

export interface Session {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

type TurnView = { currentTurn: 'player_a' | 'player_b'; you: 'player_a' | 'player_b' };

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

export async function startCardGameSite(env: NodeJS.ProcessEnv = {}) {
  const server = await startE2EServer(env);
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  /** Members registered by the running test (each test makes its own). */
  const members: Member[] = [];

  function api<T>(member: Member | null, method: string, route: string, body?: unknown): Promise<T> {
    return callApi<T>(server.url, member?.token ?? null, method, route, body);
  }

  async function register(prefix: string): Promise<Member> {
    const username = uniqueUsername(prefix);
    const password = 'card-battle-42';
    const body = { username, email: `${username}@example.com`, password, confirm_password: password };
    const member = await api<Member>(null, 'POST', '/api/auth/register', {
      ...body,
      subscribe_newsletter: false,
    });
    members.push(member);
    return member;
  }

  /** Pairs two members through the HTTP queue: the first waits, the second is matched. */
  async function startMatch(mode: 'blitz' | 'async', first: Member, second: Member): Promise<string> {
    const join = (member: Member) =>
      api<{ status: string; matchId: string }>(member, 'POST', '/api/card/queue/join', { mode });
    const waiting = await join(first);
    expect(waiting.status).toBe('waiting');
    const matched = await join(second);
    expect(matched.status).toBe('matched');
    // The one who waited learns the match by asking again, as a polling client does.
    const told = await join(first);
    expect(told).toEqual({ status: 'matched', matchId: matched.matchId });
    return matched.matchId;
  }

  /** Two new members (usernames from `prefixes`) paired in a `mode` match through the HTTP queue. */
  async function pairInMatch(mode: 'blitz' | 'async', prefixes: [string, string] = ['alice', 'bob']) {
    const players: [Member, Member] = [await register(prefixes[0]), await register(prefixes[1])];
    const matchId = await startMatch(mode, ...players);
    return { players, matchId };
  }

  /** Ends the turn in progress through the HTTP moves, as whichever of `members` is on turn. */
  async function endTurnOfWhoeverPlays(matchId: string, members: [Member, Member]) {
    for (const member of members) {
      const view = await api<TurnView>(member, 'GET', `/api/card/matches/${matchId}`);
      if (view.currentTurn === view.you) {
        await api(member, 'POST', `/api/card/matches/${matchId}/end-turn`);
        return;
      }
    }
  }

  /**
   * Two new members in a blitz match that counts (each has ended a turn: a forfeit before that aborts it), both
   * on their board: the first at /card-game/{id}, the second at `secondRoute`.
   */
  async function countingMatchOnBoards(secondRoute = (matchId: string) => `/card-game/${matchId}`) {
    const { players, matchId } = await pairInMatch('blitz');
    await endTurnOfWhoeverPlays(matchId, players);
    await endTurnOfWhoeverPlays(matchId, players);
    const [a, b] = await Promise.all([
      openAs(players[0], `/card-game/${matchId}`),
      openAs(players[1], secondRoute(matchId)),
    ]);
    await Promise.all([waitForBoard(a.page), waitForBoard(b.page)]);
    return { players, matchId, a, b };
  }

  async function openAs(
    member: Member | null,
    route: string,
    viewport: { width: number; height: number } = DESKTOP,
    clockSkewMs = 0,
  ): Promise<Session> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // A browser whose clock is wrong (time still flows at the normal pace).
    if (clockSkewMs) await context.clock.install({ time: Date.now() + clockSkewMs });
    // Keeps every WebSocket the page opens, so a test can drop them like a network failure would.
    await context.addInitScript(() => {
      const Native = window.WebSocket;
      const sockets: WebSocket[] = [];
      Object.assign(window, { __sockets: sockets });
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      };
    });
    if (member) await storeSession(context, member);
    const page = whenAppRuns(await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    watchHydration(context, errors);
    await page.goto(`${server.url}${route}`);
    return { page, context, errors };
  }

  /**
   * After each test: its pages close, and none of its members is left waiting in a queue (the next
   * test's member would be paired with them) or in a running blitz game.
   */
  async function cleanUp() {
    for (const context of contexts.splice(0)) await context.close();
    for (const member of members.splice(0)) {
      for (const mode of ['blitz', 'async']) await api(member, 'POST', '/api/card/queue/leave', { mode });
      const { games } = await api<{ games: Array<{ id: string; game_mode: string }> }>(
        member,
        'GET',
        '/api/card/games/active',
      );
      for (const game of games.filter((g) => g.game_mode === 'blitz')) {
        await api(member, 'POST', `/api/card/matches/${game.id}/forfeit`).catch(() => undefined);
      }
    }
  }

  return {
    url: server.url,
    /** The server's database, for what no page or route can make (a member's settled rating). */
    db: server.app.db,
    api,
    register,
    startMatch,
    pairInMatch,
    endTurnOfWhoeverPlays,
    countingMatchOnBoards,
    openAs,
    cleanUp,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export type CardGameSite = Awaited<ReturnType<typeof startCardGameSite>>;

/**
 * A test file's card battle site: started before its tests, cleaned up after each, closed after all. What it
 * returns stands for the running site, so the file's tests use it as they would `startCardGameSite`'s.
 */
export function cardGameSuite(env: NodeJS.ProcessEnv = {}): CardGameSite {
  let site: CardGameSite | undefined;
  beforeAll(async () => {
    site = await startCardGameSite(env);
  });
  afterEach(async () => {
    await site?.cleanUp();
  });
  afterAll(async () => {
    await site?.close();
  });
  return new Proxy({} as CardGameSite, {
    get(_target, key) {
      if (!site) throw new Error('the card game site did not start');
      return site[key as keyof CardGameSite];
    },
  });
}

export const banner = (page: Page) => page.locator('.turn-banner');
export const isMyTurn = async (page: Page) => (await page.locator('.turn-banner--mine').count()) > 0;
export const gameOverReason = (page: Page) => page.locator('.game-over__reason');

/** Full-page screenshots from the top, so the sticky header sits where it belongs. */
export async function fullShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifactPath(name), fullPage: true });
}

export async function waitForBoard(page: Page) {
  await banner(page).first().waitFor({ timeout: 15_000 });
}

/** Forfeits the game from `page`'s board, through the confirm dialog. */
export async function forfeitFrom(page: Page) {
  await page.getByRole('button', { name: 'Forfeit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Forfeit this game?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Forfeit Game' }).click();
}

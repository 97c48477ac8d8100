// Helpers shared by the storefront test files.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { productPriceHistory } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createJobHandlers } from '../src/jobs/handlers.ts';
import { createTestApp, type TestApp } from '../src/testing.ts';

/** A started test app as tests use it. */
export type SuiteApp = Pick<TestApp, 'app' | 'config'>;

/**
 * The describe block's own test app (createTestApp's arguments): started before its tests, closed after them.
 * Read `t.app` and `t.config` in hooks and tests; while the tests are being collected there is no app yet.
 */
export function suiteTestApp(...options: Parameters<typeof createTestApp>): SuiteApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(...options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = () => {
    if (!started) throw new Error('The test app starts in beforeAll: read it in a hook or a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
  };
}

/** Calls the test app as the member whose token is given (a visitor without one), with a JSON payload if any. */
export function appCaller(app: () => TestApp['app']) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The prices a product's price history holds, oldest first. */
export async function priceHistory(db: TestApp['app']['db'], productId: string) {
  const rows = await db
    .select({ price: productPriceHistory.price })
    .from(productPriceHistory)
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(asc(productPriceHistory.id));
  return rows.map((row) => Number(row.price));
}

/** Polls until the probe gives something truthy (jobs run asynchronously on either runner). */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  { timeoutMs = 15_000, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `GET /health` as the member whose token is given (a visitor without one): its status and body. */
export async function healthOf(t: SuiteApp, token?: string) {
  const response = await appCaller(() => t.app)('GET', '/health', token);
  return { status: response.statusCode, body: response.json() };
}

/** Makes the test app's job runner run the API's jobs, as the worker (or all-in-one) would. */
export function startJobWorker(t: SuiteApp) {
  t.app.jobs.work(createJobHandlers({ db: t.app.db, jobs: t.app.jobs, config: t.config }));
}

export { rowsOf } from '@app/db/testing';

export interface FakeSmtp {
  url: string;
  /** The DATA part of every accepted message. */
  messages: string[];
  /** When set, the server refuses the sender with this reply. */
  refuseWith: string | null;
  close(): Promise<void>;
}

/**
 * The messages the fake SMTP server got for an address, headers unfolded and quoted-printable bodies decoded
 * (only bodies: a header's `user=12…` or `token=AB…` is not an escape).
 */
export const messagesTo = (smtp: FakeSmtp, address: string) =>
  smtp.messages
    .map((text) => {
      const end = text.search(/\r?\n\r?\n/);
      const [head, body] = end < 0 ? [text, ''] : [text.slice(0, end), text.slice(end)];
      return (
        head.replace(/\r?\n[ \t]+/g, ' ') +
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      );
    })
    .filter((text) => text.includes(`To: ${address}`));

/** A minimal SMTP server (no TLS, no auth) that keeps what it is sent. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const smtp: FakeSmtp = { url: '', messages: [], refuseWith: null, close: async () => {} };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            smtp.messages.push(data.join('\n'));
            data = null;
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-fake.smtp\r\n250 8BITMIME');
        else if (command === 'HELO') reply('250 fake.smtp');
        else if (command === 'MAIL') reply(smtp.refuseWith ?? '250 2.1.0 ok');
        else if (command === 'RCPT') reply('250 2.1.5 ok');
        else if (command === 'DATA') {
          data = [];
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
  smtp.url = `smtp://127.0.0.1:${address.port}`;
  smtp.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return smtp;
}

/**
 * A redis-server of the test's own, on a port it binds itself (a taken port makes it exit, and another
 * is tried), so a test can kill and restart it without touching the machine's shared Redis.
 */
export async function startOwnRedis(
  port?: number,
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  for (let tries = 0; tries < 20; tries++) {
    const candidate = port ?? 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(
      'redis-server',
      ['--port', String(candidate), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        if (output.includes('Ready to accept connections')) done(true);
        else if (child.exitCode !== null) done(false);
      }, 20);
      const done = (ok: boolean) => {
        clearInterval(timer);
        resolve(ok);
      };
    });
    if (ready) {
      return {
        url: `redis://127.0.0.1:${candidate}`,
        port: candidate,
        async stop() {
          if (child.exitCode === null) child.kill('SIGKILL');
          await exited;
        },
      };
    }
    if (port !== undefined && tries > 50) break;
    await exited;
  }
  throw new Error('could not start a redis-server of the test');
}

type Json = Record<string, unknown>;

/** Calls to the test app as a member (or a visitor), and posting forum threads and replies that must succeed. */
export function forumClient(app: () => TestApp['app']) {
  const call = appCaller(app);
  const unique = () => randomBytes(4).toString('hex');
  return {
    call,
    unique,
    async post(token: string, fields: Json = {}) {
      const response = await call('POST', '/api/forum/thread', token, {
        title: `Thread ${unique()}`,
        content: 'What do you think of this?',
        category: 'off-topic',
        post_type: 'discussion',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().thread as Json & { id: number };
    },
    async reply(token: string, threadId: number, fields: Json = {}) {
      const response = await call('POST', '/api/forum/reply', token, {
        thread_id: threadId,
        content: `Reply ${unique()}`,
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().reply as Json & { id: number };
    },
  };
}

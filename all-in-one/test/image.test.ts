// No container engine runs on the development and CI machines, so this test replays the Dockerfile:
// it reads the file, and in a clean copy of the repository does what each instruction of the build and
// runtime stages does (COPY, RUN, ENV, WORKDIR), then starts the runtime stage's processes the way
// docker-compose.yml does, as an unprivileged user, and talks to them. A step that works only in a
// developer's checkout (a dev dependency used at run time, a file the image does not copy, a write
// into the app's own folder) fails here.
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestPostgres, type TestPostgres } from '@app/db/testing';
import { deleteRedisKeys, TEST_REDIS_URL, watchOutput } from '@app/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
/** The unprivileged account the replayed processes run as when the test runs as root. */
const NOBODY = 65534;

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages with their instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [from = '', , name = from] = args.split(/\s+/);
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

/** A stage replayed into a folder standing for its `/app`: its environment and working directory. */
interface Replayed {
  root: string;
  env: Record<string, string>;
  workdir: string;
  user: string | null;
  cmd: string[];
}

describe('the container image, replayed from the Dockerfile', () => {
  const stages = parseDockerfile(readFileSync(path.join(repo, 'Dockerfile'), 'utf8'));
  const work = mkdtempSync(path.join(tmpdir(), 'image-'));
  const context = path.join(work, 'context');
  const replayed = new Map<string, Replayed>();
  const started: ChildProcess[] = [];
  let postgres: TestPostgres;

  /** Maps a path inside the image (under /app) to the replayed stage's folder. */
  const inStage = (stage: Replayed, imagePath: string) => {
    const absolute = path.posix.resolve(stage.workdir, imagePath);
    if (!absolute.startsWith('/app')) throw new Error(`the replay only knows /app, not ${absolute}`);
    return path.join(stage.root, path.posix.relative('/app', absolute));
  };
  const cwdOf = (stage: Replayed) => inStage(stage, stage.workdir);

  function replay(stage: Stage) {
    const base = replayed.get(stage.from);
    const state: Replayed = {
      root: path.join(work, stage.name),
      env: { ...(base?.env ?? {}) },
      workdir: base?.workdir ?? '/',
      user: base?.user ?? null,
      cmd: base?.cmd ?? [],
    };
    mkdirSync(state.root, { recursive: true });
    if (base) cpSync(base.root, state.root, { recursive: true, verbatimSymlinks: true });
    for (const { op, args } of stage.instructions) {
      if (op === 'ENV') {
        for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g))
          state.env[key!] = value!.replace(/^"|"$/g, '');
      } else if (op === 'WORKDIR') {
        state.workdir = path.posix.resolve(state.workdir, args);
        mkdirSync(cwdOf(state), { recursive: true });
      } else if (op === 'COPY') {
        // Docker's rules: a folder's contents go into the destination; a file goes into it when it
        // ends with '/' (or several sources are given), and becomes it otherwise.
        const parts = args.split(/\s+/);
        const fromStage = parts[0]?.startsWith('--from=') ? parts.shift()!.slice('--from='.length) : null;
        const destinationArg = parts.pop()!;
        const destination = inStage(state, destinationArg);
        const intoFolder = destinationArg.endsWith('/') || parts.length > 1;
        for (const source of parts) {
          const origin = fromStage ? inStage(replayed.get(fromStage)!, source) : path.join(context, source);
          const isFolder = statSync(origin).isDirectory();
          const target =
            !isFolder && intoFolder ? path.join(destination, path.basename(source)) : destination;
          cpSync(origin, target, { recursive: true, verbatimSymlinks: true });
        }
      } else if (op === 'RUN') {
        // Installing pnpm into the image: this machine has the pinned version already.
        if (/npm install -g pnpm@/.test(args)) {
          expect(execSync('pnpm --version').toString().trim()).toBe(state.env.PNPM_VERSION);
          continue;
        }
        // Paths of the image (/app/…) are the stage's folder here; the unprivileged user the processes
        // run as below stands in for the image's `node`.
        const command = args
          .replace(/(?<![\w.-])\/app(?=\/|\s|$)[^\s&;|]*/g, (imagePath) => inStage(state, imagePath))
          .replace(/\bchown node:node\b/g, process.getuid?.() === 0 ? `chown ${NOBODY}:${NOBODY}` : 'true');
        // The test runner's NODE_ENV (test) is not the image's: a build step sees only what its stage sets.
        const { NODE_ENV: _runnerMode, ...hostEnv } = process.env;
        execSync(command, {
          cwd: cwdOf(state),
          env: { ...hostEnv, ...state.env, npm_config_prefer_offline: 'true' },
          stdio: 'pipe',
        });
      } else if (op === 'USER') {
        state.user = args;
      } else if (op === 'CMD') {
        state.cmd = JSON.parse(args) as string[];
      }
    }
    replayed.set(stage.name, state);
  }

  /** Starts a command in the runtime stage as the image would, and waits for `ready` in its output. */
  async function run(
    runtime: Replayed,
    workdir: string,
    command: string[],
    env: Record<string, string>,
    ready: RegExp,
  ) {
    const [program, ...args] = command;
    const asRoot = process.getuid?.() === 0;
    const child = spawn(program === 'node' ? process.execPath : program!, args, {
      cwd: inStage(runtime, workdir),
      env: {
        PATH: process.env.PATH ?? '',
        ...Object.fromEntries(
          Object.entries(runtime.env).map(([key, value]) => [
            key,
            value.startsWith('/app/') ? inStage(runtime, value) : value,
          ]),
        ),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    started.push(child);
    return watchOutput(child, ready, { name: command.join(' '), timeoutMs: 60_000 }).found;
  }

  /** A service's working_dir and command in docker-compose.yml. */
  function composeService(name: string) {
    const compose = readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8');
    const block = compose.split(/\n {2}(?=[\w-]+:\n)/).find((part) => part.startsWith(`${name}:`)) ?? '';
    const workdir = /working_dir: (\S+)/.exec(block)?.[1];
    const command = /command: (\[.*\])/.exec(block)?.[1];
    if (!workdir || !command) throw new Error(`docker-compose.yml: no working_dir and command for ${name}`);
    return { workdir, command: JSON.parse(command) as string[] };
  }

  beforeAll(async () => {
    // The build context: the repository's files, as a clean checkout has them.
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: repo,
    })
      .toString()
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      try {
        cpSync(path.join(repo, file), path.join(context, file));
      } catch (error) {
        // A file deleted in the working tree but still in the index is not part of the context.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    for (const stage of stages) replay(stage);
    // Readable by the unprivileged user, as files copied into an image are.
    chmodSync(work, 0o755);
    execSync(`chmod -R a+rX ${JSON.stringify(work)}`);
    postgres = await createTestPostgres();
  }, 600_000);

  /** The replayed processes' Redis keys, deleted after (the machine's Redis keeps what runs leave). */
  const redisPrefix = `test:image:${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      started.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await postgres?.drop();
    await deleteRedisKeys(redisPrefix);
    rmSync(work, { recursive: true, force: true });
  });

  const productionEnv = () => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });

  it('builds in a stage of its own and runs as an unprivileged user with production dependencies only', () => {
    const runtime = replayed.get(stages.at(-1)!.name)!;
    expect(stages.map((stage) => stage.name)).toEqual(['base', 'build', 'runtime']);
    expect(runtime.user).toBe('node');
    expect(runtime.env.NODE_ENV).toBe('production');
    expect(replayed.get('build')!.env.NODE_ENV).toBeUndefined();
    // The runtime has what the processes import and not the tools only the build uses.
    const modules = (pkg: string) => path.join(runtime.root, pkg, 'node_modules');
    expect(() => readFileSync(path.join(modules('apps/api'), 'tsx/package.json'))).not.toThrow();
    expect(() => readFileSync(path.join(modules('apps/api'), 'vitest/package.json'))).toThrow();
    expect(() => readFileSync(path.join(modules('apps/api'), 'fast-jwt/package.json'))).toThrow();
  });

  it('serves the API and the built web app, its pages drawn, without source maps, from the image command', async () => {
    const runtime = replayed.get('runtime')!;
    const [, url] = await run(
      runtime,
      runtime.workdir,
      runtime.cmd,
      { ...productionEnv(), PORT: '0', HOST: '127.0.0.1' },
      /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    );
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const home = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    // Compressed, as a phone's browser gets it.
    expect(home.headers.get('content-encoding')).toBe('br');
    const page = await home.text();
    // Drawn by the web build's server renderer, which runs without the web app's packages in the image.
    expect(page).toContain('<div id="root" data-rendered="page">');
    expect(page).toContain('<h1 class="hero__title">Stuff you didn');
    // The drawn page's scripts go after its stylesheet and pictures on a slow connection.
    const scriptTags = page.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(1);
    for (const tag of scriptTags) expect(tag).toContain('fetchpriority="low"');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const bundle = await fetch(`${url}${script}`);
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await fetch(`${url}${script}.map`)).status).toBe(404);

    // The unprivileged user can keep an uploaded avatar in the image's DATA_DIR.
    const password = 'image-test-password';
    const username = `image_${randomBytes(3).toString('hex')}`;
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password,
        confirm_password: password,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    // A 1×1 PNG.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const saved = await fetch(`${url}/api/auth/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ avatar_url: `data:image/png;base64,${png}` }),
    });
    expect(saved.status).toBe(200);
    const avatar = ((await saved.json()) as { user: { avatar_url: string } }).user.avatar_url;
    expect((await fetch(`${url}${avatar}`)).status).toBe(200);
    expect(readdirSync(inStage(runtime, '/app/data/media/avatars'))).toHaveLength(1);
  });

  it('starts the game server and the worker as docker-compose.yml does', async () => {
    const runtime = replayed.get('runtime')!;
    const env = productionEnv();
    const gameServer = composeService('game-server');
    const [, port] = await run(
      runtime,
      gameServer.workdir,
      gameServer.command,
      { ...env, GAME_PORT: '0' },
      /game server listening on port (\d+)/,
    );
    expect((await fetch(`http://127.0.0.1:${port}/__healthcheck`)).status).toBe(200);
    const worker = composeService('worker');
    await expect(run(runtime, worker.workdir, worker.command, env, /worker started/)).resolves.toBeDefined();
  });
});

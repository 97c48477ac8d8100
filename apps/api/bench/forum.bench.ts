// pnpm bench:forum — the forum's read paths on the real PostgreSQL with a big forum: THREADS (50,000) threads and
// REPLIES (500,000) replies seeded in SQL, then, against one API server, CONCURRENCY (8) clients for
// DURATION_S (8) seconds per route: a page of 20 threads (hot, in a category, pages 1-5), a thread page with its
// replies, a full-text search, the forum home's category figures, and in the same run a bare route answering a
// thread list's bytes from memory.
// Prints one `key: value` line per figure; targets: p99 under 50 ms for the three forum routes.
import { performance } from 'node:perf_hooks';
import { FORUM_SECTIONS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, registerMember } from '../src/testing.ts';

const THREADS = Number(process.env.THREADS ?? 50_000);
const REPLIES = Number(process.env.REPLIES ?? 500_000);
const MEMBERS = 500;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.DURATION_S ?? 8) * 1000;
const TARGET_P99_MS = 50;

const CATEGORIES = FORUM_SECTIONS.flatMap((section) =>
  section.categories.map((category) => ({ category: category.slug, section: section.slug })),
);
// Words the titles and contents are made of; the search asks for some of them.
const WORDS = [
  'lamp',
  'projector',
  'galaxy',
  'gadget',
  'kitchen',
  'cat',
  'dog',
  'sock',
  'mug',
  'plant',
  'glow',
  'dark',
  'tiny',
  'giant',
  'retro',
  'robot',
  'vacuum',
  'fryer',
  'blender',
  'sneaker',
  'hoodie',
  'puzzle',
  'board',
  'game',
  'gift',
  'birthday',
  'mom',
  'dad',
  'desk',
  'chair',
  'light',
  'speaker',
  'headphones',
  'charger',
  'cable',
  'phone',
  'case',
  'stand',
  'mirror',
  'pillow',
  'blanket',
  'candle',
  'soap',
  'toy',
  'lego',
  'drone',
  'camera',
  'watch',
  'wallet',
  'backpack',
  'bottle',
  'coffee',
  'tea',
  'snack',
  'sauce',
  'waffle',
  'pancake',
  'slime',
  'fidget',
  'spinner',
  'keyboard',
  'mouse',
  'monitor',
  'laser',
  'bubble',
  'unicorn',
  'taco',
  'pizza',
];
const SEARCHES = [
  'galaxy projector',
  'waffle',
  'robot vacuum',
  'fidget spinner',
  'unicorn pillow',
  'laser cat',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

const t = await createTestApp('postgres+redis');
let bareBody = '';
// Registered on the bench's own app only: the same bytes as a thread list, from memory.
t.app.get('/bench/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(bareBody));

try {
  const seedStarted = performance.now();
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]`);
  const categories = sql.raw(`array[${CATEGORIES.map((entry) => `'${entry.category}'`).join(',')}]`);
  const sections = sql.raw(`array[${CATEGORIES.map((entry) => `'${entry.section}'`).join(',')}]`);
  const word = (seed: string) => sql.raw(`(w)[1 + ((${seed}) % ${WORDS.length})]`);
  await t.app.db.execute(sql`
    insert into users (username, email, password_hash, created_at)
    select 'bench_' || i, 'bench_' || i || '@example.com', null, now() - interval '90 days'
    from generate_series(1, ${MEMBERS}) as i`);
  const [{ first } = { first: 1 }] = (await t.app.db.execute(
    sql`select min(id)::int as first from users where username like 'bench\\_%'`,
  )) as unknown as Array<{ first: number }>;
  // Threads spread over 60 days, over every category, with titles and contents made of the words.
  await t.app.db.execute(sql`
    insert into forum_threads (user_id, title, content, category, section, post_type, hype_count, reply_count,
      view_count, created_at, last_activity_at)
    select ${first} + (i % ${MEMBERS}),
      initcap(${word('i * 7')}) || ' ' || ${word('i * 13 + 3')} || ' ' || ${word('i * 31 + 5')} || ' for ' || ${word('i * 3 + 11')},
      'I found this ' || ${word('i * 5')} || ' ' || ${word('i * 11 + 1')} || ' and a ' || ${word('i * 17 + 2')} || ' '
        || ${word('i * 19 + 4')} || '. Has anyone tried the ' || ${word('i * 23 + 6')} || ' one? It looks like a great '
        || ${word('i * 29 + 8')} || ' gift.',
      (${categories})[1 + (i % ${CATEGORIES.length})], (${sections})[1 + (i % ${CATEGORIES.length})],
      'discussion', (i * 37) % 50, ${Math.floor(REPLIES / THREADS)}, (i * 101) % 1000,
      now() - ((i % 86400) * interval '1 minute'), now() - ((i % 86400) * interval '1 minute')
    from generate_series(1, ${THREADS}) as i, (select ${words} as w) as vocabulary`);
  const [{ firstThread } = { firstThread: 1 }] = (await t.app.db.execute(
    sql`select min(id)::int as "firstThread" from forum_threads`,
  )) as unknown as Array<{ firstThread: number }>;
  await t.app.db.execute(sql`
    insert into forum_replies (thread_id, user_id, content, depth, created_at)
    select ${firstThread} + (i % ${THREADS}), ${first} + ((i * 7) % ${MEMBERS}),
      'Nice ' || ${word('i * 3')} || ', my ' || ${word('i * 7 + 1')} || ' loves it.', 0,
      now() - ((i % 86400) * interval '1 minute')
    from generate_series(1, ${REPLIES}) as i, (select ${words} as w) as vocabulary`);
  await t.app.db.execute(sql`
    update forum_threads set hot_score =
      log(greatest(hype_count + 2 * reply_count, 1)) + extract(epoch from created_at) / 45000`);
  // As autovacuum leaves a forum soon after such a load (PostgreSQL 13+ vacuums after inserts too): statistics
  // for the planner, and the visibility map that lets a count read an index without the table.
  await t.app.db.execute(sql`vacuum analyze`);
  console.log(`seeded_threads: ${THREADS}`);
  console.log(`seeded_replies: ${REPLIES}`);
  console.log(`seed_seconds: ${((performance.now() - seedStarted) / 1000).toFixed(1)}`);

  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const listUrl = () =>
    `${address}/api/forum/threads?category=${pick(CATEGORIES).category}&sort=hot&limit=20&page=${1 + Math.floor(Math.random() * 5)}`;
  const threadUrl = () => `${address}/api/forum/thread/${firstThread + Math.floor(Math.random() * THREADS)}`;
  const searchUrl = () =>
    `${address}/api/forum/threads?search=${encodeURIComponent(pick(SEARCHES))}&limit=20`;
  bareBody = await (await fetch(listUrl())).text();

  /** CONCURRENCY clients asking one after another for DURATION_MS: requests per second and p50/p99 latency. */
  async function load(name: string, nextUrl: () => string, headers: Record<string, string> = {}) {
    // A short warm-up, not counted: connections opened, plans cached.
    const warmUntil = performance.now() + 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < warmUntil) await (await fetch(nextUrl(), { headers })).arrayBuffer();
      }),
    );
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const until = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const sent = performance.now();
          const response = await fetch(nextUrl(), { headers });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const figures = {
      rps: Math.round(latencies.length / seconds),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
    console.log(`${name}_rps: ${figures.rps}`);
    console.log(`${name}_p50_ms: ${figures.p50.toFixed(2)}`);
    console.log(`${name}_p99_ms: ${figures.p99.toFixed(2)}`);
    if (failures > 0) console.log(`${name}_failures: ${failures}`);
    return figures;
  }

  const list = await load('thread_list', listUrl);
  const page = await load('thread_page', threadUrl);
  const search = await load('search', searchUrl);
  // The forum home's per-category figures (no target in the issue; shown so a regression is seen).
  await load('forum_stats', () => `${address}/api/forum/stats`);
  // The same for a member: each category's unread mark, and counts without the members they block.
  const member = await registerMember(t.app);
  await load('forum_stats_member', () => `${address}/api/forum/stats`, {
    authorization: `Bearer ${member.token}`,
  });
  const bare = await load('bare', () => `${address}/bench/bare`);
  console.log(`response_bytes: ${Buffer.byteLength(bareBody)}`);
  console.log(`ratio: ${(list.rps / bare.rps).toFixed(2)}`);
  for (const [name, figures] of [
    ['thread_list', list],
    ['thread_page', page],
    ['search', search],
  ] as const) {
    console.log(`${name}_p99_under_${TARGET_P99_MS}ms: ${figures.p99 < TARGET_P99_MS ? 'yes' : 'no'}`);
  }
} finally {
  await t.close();
}

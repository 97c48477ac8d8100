// Summarises a V8 CPU profile (`GAME_NODE_ARGS=--cpu-prof pnpm bench:game`
// writes one per game-server run into apps/game-server) by where the time went:
// how long it ran and was busy, then one `key: value` line per part in per
// cent of the busy time (idle left out), then the heaviest functions. Usage: tsx bench/profile-summary.ts FILE [TOP]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '15'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-summary.ts FILE.cpuprofile [TOP]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** The part of the system a function belongs to, from its script's path. */
function partOf({ functionName, url }: ProfileNode['callFrame']) {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'gc';
  if (functionName === '(program)') return 'v8_and_native';
  const packages: Array<[RegExp, string]> = [
    [/@colyseus\//, 'colyseus'],
    [/\/msgpackr\//, 'msgpack'],
    [/\/postgres\//, 'postgres_js'],
    [/\/ws\//, 'ws'],
    [/\/zod\//, 'zod'],
    [/\/drizzle-orm\//, 'drizzle'],
    [/packages\/game-rules\//, 'rules'],
    [/packages\/card-battle\//, 'card_battle'],
    [/apps\/game-server\//, 'game_server'],
    [/packages\//, 'other_app_packages'],
    [/node_modules\//, 'other_libraries'],
  ];
  for (const [pattern, part] of packages) if (pattern.test(url)) return part;
  return url.startsWith('node:') ? 'node_internals' : url === '' ? 'native' : 'other';
}

const parts = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
for (const [index, id] of profile.samples.entries()) {
  const node = byId.get(id);
  const delta = profile.timeDeltas[index] ?? 0;
  if (!node) continue;
  total += delta;
  const part = partOf(node.callFrame);
  parts.set(part, (parts.get(part) ?? 0) + delta);
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + delta);
}
const busy = total - (parts.get('idle') ?? 0);
parts.delete('idle');
const percent = (value: number) => ((100 * value) / busy).toFixed(1);
console.log(`profile_seconds: ${(total / 1e6).toFixed(1)}`);
console.log(`busy_seconds: ${(busy / 1e6).toFixed(1)}`);
for (const [part, time] of [...parts].sort((a, b) => b[1] - a[1]))
  console.log(`${part}_pct: ${percent(time)}`);
console.log('# heaviest functions by self time');
functions.delete('(idle) :0');
for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`${percent(time)}% ${name}`);
}

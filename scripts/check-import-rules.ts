// Proves the import rules of biome.json still fire: lints a throwaway tree of files that break them (and
// files that keep them) with the real configuration, and fails unless each breach is reported with its
// message and nothing else is. Without this, a rule whose glob or pattern stops matching fails silently.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
const RULE = 'lint/style/noRestrictedImports';

/** A file of the throwaway tree, and the start of the message its one import must get (null: none). */
interface Fixture {
  file: string;
  source: string;
  expected: string | null;
}

const DEEP = 'Import another feature through its index';
const RELATIVE = 'Reach another feature through its index, `@/features/<name>`, not by a relative path';
const SUB_FEATURE = 'Reach another feature through its index, `@/features/<name>`, and another folder';
const SHARED = 'Shared code (components, hooks, lib, config, types, testing) imports no feature';
const APP = 'Nothing imports src/app';
const crossApp = (app: string) => `apps/${app} must not import another app`;

const fixtures: Fixture[] = [
  // (a) a feature's files are reached only through its index.ts
  {
    file: 'apps/web/src/features/search/DeepAlias.tsx',
    source: "import { ShareButton } from '@/features/products/components/ShareButton';",
    expected: DEEP,
  },
  {
    file: 'apps/web/src/features/search/deep-relative.ts',
    source: "import { useAuthStore } from '../auth/auth-store';",
    expected: RELATIVE,
  },
  {
    file: 'apps/web/src/app/deep-dynamic.ts',
    source: "export const page = () => import('@/features/auth/LoginPage');",
    expected: DEEP,
  },
  {
    file: 'apps/web/src/features/card-game/lobby/sibling-file.ts',
    source: "import { JOIN_ERRORS } from '../shared/game-connection';",
    expected: SUB_FEATURE,
  },
  {
    file: 'apps/web/src/features/products/components/escape.ts',
    source: "import { useAuthStore } from '../../auth/auth-store';",
    expected: SUB_FEATURE,
  },
  {
    file: 'apps/web/src/features/home/uses-app.ts',
    source: "import { router } from '@/app/router';",
    expected: APP,
  },
  // (b) shared UI and helpers import no feature
  {
    file: 'apps/web/src/components/ui/UsesFeature.tsx',
    source: "import { useAuthStore } from '@/features/auth';",
    expected: SHARED,
  },
  {
    file: 'apps/web/src/lib/uses-feature.ts',
    source: "import { ProductCard } from '../features/products';",
    expected: SHARED,
  },
  // (c) apps never import one another
  { file: 'apps/web/src/lib/uses-api.ts', source: "import '@app/api/testing';", expected: crossApp('web') },
  {
    file: 'apps/web/src/lib/uses-game-server.ts',
    source: "import '../../../game-server/src/index';",
    expected: crossApp('web'),
  },
  {
    file: 'apps/api/src/uses-game-server.ts',
    source: "import { createGameServer } from '@app/game-server';",
    expected: crossApp('api'),
  },
  { file: 'apps/api/test/uses-web.ts', source: "import '@app/web';", expected: crossApp('api') },
  {
    file: 'apps/game-server/src/uses-api.ts',
    source: "import { buildApp } from '../../api/src/app';",
    expected: crossApp('game-server'),
  },
  {
    file: 'apps/game-server/src/rooms/uses-web.ts',
    source: "import '../../../../apps/web/src/main';",
    expected: crossApp('game-server'),
  },
  // What the rules allow
  {
    file: 'apps/web/src/features/search/allowed.ts',
    source: [
      "import { ShareButton } from '@/features/products';",
      "import { SearchResultCard } from './SearchResultCard';",
      "import { api } from '../../lib/api-client';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/web/src/features/card-game/lobby/allowed.ts',
    source: [
      "import { JOIN_ERRORS } from '../shared';",
      "import { useLobbyStore } from './lobby-store';",
      "import rules from '../../../../../../packages/game-rules/RULES.md?raw';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/web/src/features/products/components/allowed.ts',
    source: "import { formatPrice } from '../format';",
    expected: null,
  },
  {
    file: 'apps/web/src/app/allowed.ts',
    source: "import { loadLoginPage } from '@/features/auth';",
    expected: null,
  },
  {
    file: 'all-in-one/src/allowed.ts',
    source: "import '@app/api';\nimport '@app/game-server';\nimport '@app/web';",
    expected: null,
  },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const dir = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
let output: string;
try {
  copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  for (const fixture of fixtures) {
    const file = path.join(dir, fixture.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${fixture.source}\n`);
  }
  try {
    output = execFileSync(biome, ['lint', `--only=${RULE.replace('lint/', '')}`, '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it reports errors, which the fixtures are there to cause.
    output = (error as { stdout?: string }).stdout ?? '';
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const diagnostics: Diagnostic[] = JSON.parse(output).diagnostics;
const problems: string[] = [];
for (const fixture of fixtures) {
  const found = diagnostics.filter((d) => d.location.path === fixture.file);
  const wanted = fixture.expected;
  const ok =
    wanted === null
      ? found.length === 0
      : found.length === 1 && found[0]?.category === RULE && found[0].message.startsWith(wanted);
  if (!ok) {
    const got = found.map((d) => `${d.category}: ${d.message}`).join(' | ') || 'nothing';
    problems.push(
      `${fixture.file}\n    ${fixture.source}\n    expected ${wanted ?? 'nothing'}\n    got ${got}`,
    );
  }
}

if (problems.length > 0) {
  console.error(`The import rules of biome.json did not fire as expected:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Import rules: ${fixtures.length} fixtures reported as expected.`);

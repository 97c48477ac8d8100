// Every package a workspace package imports at run time must be in its `dependencies`: the container image
// installs with `pnpm install --prod`, which leaves devDependencies out, so an import declared only as a dev
// dependency works in development and tests and fails in production (fast-jwt once did). Test files and test
// helpers may use dev dependencies; type-only imports vanish at run time. Run by `pnpm lint`, which first
// proves the check fires on a throwaway package that breaks it.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Files that never run in production: tests, test helpers, fixtures, benchmarks. */
const NOT_RUNTIME = [/\.test\.tsx?$/, /(^|\/)testing(\.ts|\/)/, /(^|\/)test-[^/]*\.ts$/, /\.d\.ts$/];
/** Source folders that run in production (test/, e2e/, bench/ and scripts/ do not). */
const RUNTIME_DIRS = ['src'];

// `import x from 'p'`, `import 'p'`, `export … from 'p'`, `import('p')`; type-only forms are left out below.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The package an import specifier names, or null for relative paths, aliases and Node built-ins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return null;
  const [first = '', second = ''] = specifier.split('/');
  if (specifier.startsWith('node:') || builtinModules.includes(first)) return null;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Undeclared runtime imports of one package directory, as `file: package` lines. */
export function undeclaredImports(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
  };
  const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {})]);
  const problems: string[] = [];
  for (const dir of RUNTIME_DIRS) {
    for (const file of sourceFiles(path.join(packageDir, dir))) {
      const relative = path.relative(packageDir, file);
      if (NOT_RUNTIME.some((pattern) => pattern.test(relative))) continue;
      for (const found of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (found[2]) continue; // import type / export type
        const name = packageOf(found[3] ?? found[4] ?? '');
        if (name && !declared.has(name)) problems.push(`${relative}: ${name}`);
      }
    }
  }
  return [...new Set(problems)];
}

function workspacePackages(): string[] {
  return ['apps', 'packages']
    .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)))
    .concat(path.join(root, 'all-in-one'))
    .filter((dir) => statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false })?.isFile());
}

/** A throwaway package that imports a dev dependency at run time: the check must name it, and only it. */
function proveItFires() {
  const dir = mkdtempSync(path.join(tmpdir(), 'runtime-deps-'));
  try {
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: '@fixture/app',
        dependencies: { zod: '1' },
        devDependencies: { 'fast-jwt': '1' },
      }),
    );
    mkdirSync(path.join(dir, 'src/lib'), { recursive: true });
    const files: Record<string, string> = {
      'src/main.ts':
        "import { z } from 'zod';\nimport { createSigner } from 'fast-jwt';\nimport './lib/a.ts';",
      'src/lib/a.ts':
        "import type { Pool } from 'pg';\nimport { readFile } from 'node:fs';\nimport path from 'path';",
      'src/lib/lazy.ts': "export const load = () => import('@scope/lazy/sub');",
      'src/lib/a.test.ts': "import { describe } from 'vitest';",
      'src/testing.ts': "import { createSigner } from 'fast-jwt';",
    };
    for (const [file, source] of Object.entries(files)) writeFileSync(path.join(dir, file), source);
    const found = undeclaredImports(dir).sort();
    const expected = ['src/lib/lazy.ts: @scope/lazy', 'src/main.ts: fast-jwt'];
    if (JSON.stringify(found) !== JSON.stringify(expected)) {
      throw new Error(`the runtime dependency check no longer fires as it should: ${JSON.stringify(found)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

proveItFires();
const problems = workspacePackages().flatMap((dir) =>
  undeclaredImports(dir).map((line) => `${path.relative(root, dir)}/${line}`),
);
if (problems.length > 0) {
  console.error(
    `Imported at run time but not in the package's dependencies (pnpm install --prod leaves them out):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Runtime dependencies: every runtime import is declared.');

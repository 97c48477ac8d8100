// Proves lint rules of biome.json still fire: lints a throwaway tree of files that break them (and files that
// keep them) with the real configuration and plugins, and fails unless each breach is reported with its
// message and nothing else is. Without this, a rule whose glob or pattern stops matching fails silently.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** What a breach must be reported as: the diagnostic's category and the start of its message. */
export interface Expected {
  category: string;
  message: string;
}

/** A file of the throwaway tree, and the one diagnostic its source must get (null: none). */
export interface Fixture {
  file: string;
  source: string;
  expected: Expected | null;
}

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

/** Lints the fixtures with only the rules under proof (`--only` values) and answers the JSON diagnostics. */
function lintThrowawayTree(fixtures: Fixture[], rules: string[]): Diagnostic[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'lint-fixtures-'));
  try {
    copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
    cpSync(path.join(root, 'lint'), path.join(dir, 'lint'), { recursive: true });
    for (const fixture of fixtures) {
      const file = path.join(dir, fixture.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${fixture.source}\n`);
    }
    const args = ['lint', ...rules.map((rule) => `--only=${rule}`), '--reporter=json', '.'];
    let output: string;
    try {
      output = execFileSync(biome, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      // Biome exits 1 when it reports errors, which the fixtures are there to cause.
      output = (error as { stdout?: string }).stdout ?? '';
    }
    return JSON.parse(output).diagnostics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lints the fixtures and exits non-zero, naming each fixture reported otherwise than it expects. */
export function proveRulesFire(what: string, fixtures: Fixture[], rules: string[]): void {
  const diagnostics = lintThrowawayTree(fixtures, rules);
  const problems: string[] = [];
  for (const fixture of fixtures) {
    const found = diagnostics.filter((d) => d.location.path === fixture.file);
    const wanted = fixture.expected;
    const ok =
      wanted === null
        ? found.length === 0
        : found.length === 1 &&
          found[0]?.category === wanted.category &&
          found[0].message.startsWith(wanted.message);
    if (!ok) {
      const got = found.map((d) => `${d.category}: ${d.message}`).join(' | ') || 'nothing';
      const expected = wanted ? `${wanted.category}: ${wanted.message}` : 'nothing';
      problems.push(`${fixture.file}\n    ${fixture.source}\n    expected ${expected}\n    got ${got}`);
    }
  }
  if (problems.length > 0) {
    console.error(`The ${what} of biome.json did not fire as expected:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${what}: ${fixtures.length} fixtures reported as expected.`);
}

// Adds up the Vitest JSON reports of every package and prints one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
let passed = 0;
let failed = 0;
let skipped = 0;
const missing: string[] = [];
// CI shows only the end of its log: the failures are named here, last, so they are in it.
const failures: string[] = [];
// Every workspace package: apps/*, packages/* and the all-in-one composition.
const packageDirs = [
  ...['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(group, name)),
  ),
  'all-in-one',
];
for (const name of packageDirs) {
  const dir = path.join(root, name);
  if (!existsSync(path.join(dir, 'package.json'))) continue;
  const report = path.join(dir, 'test-results', 'vitest.json');
  if (!existsSync(report)) {
    missing.push(name);
    continue;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  // Failed tests, and files that failed with none of their tests failing (an import or a hook that threw).
  // Not numFailedTestSuites: Vitest counts every describe block around a failed test there as well.
  failed += json.numFailedTests;
  skipped += json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter(
      (test: { status: string }) => test.status === 'failed',
    );
    for (const test of failedTests) {
      const message = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`${where} > ${test.fullName}\n    ${message.slice(0, 300)}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(
        `${where} (the file failed)\n    ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
}
if (missing.length > 0) {
  console.log(`No test report from: ${missing.join(', ')} (their tests did not run)`);
  failed += missing.length;
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);

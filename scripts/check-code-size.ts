// Source files stay under 400 lines and functions under 80: a file that grows past that holds more than one
// concern, a function that does is doing more than one thing. Tests, test helpers, benchmarks, scripts and
// generated files are left out. Run by `pnpm lint`, which first proves the check fires on a throwaway file
// that breaks each limit. `--report` lists every breach without failing (for finding what to split).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 80;

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps', 'packages', 'all-in-one'];
/** Folders and files that are not product source: tests, fixtures, benchmarks, generated code. */
const LEFT_OUT = [
  /(^|\/)(node_modules|dist|test|tests|e2e|bench|scripts|migrations|test-results|\.turbo)(\/|$)/,
  /\.test\.tsx?$/,
  /(^|\/)testing(\.tsx?|\/)/,
  /(^|\/)test-[^/]*\.tsx?$/,
  /\.d\.ts$/,
];

export interface Breach {
  file: string;
  line: number;
  what: string;
}

function sourceFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (LEFT_OUT.some((pattern) => pattern.test(relative))) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** A function's name for the report: its own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    ts.isIdentifier(parent.name)
  ) {
    return parent.name.text;
  }
  if (parent && ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return 'anonymous function';
}

/** Every breach of the two limits in one file's text. */
export function breachesIn(file: string, text: string): Breach[] {
  const breaches: Breach[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) {
    breaches.push({ file, line: 1, what: `file of ${lines} lines (at most ${MAX_FILE_LINES})` });
  }
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = end - start + 1;
      if (length > MAX_FUNCTION_LINES) {
        breaches.push({
          file,
          line: start + 1,
          what: `function ${nameOf(node)} of ${length} lines (at most ${MAX_FUNCTION_LINES})`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return breaches;
}

function proveItFires() {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-size-'));
  try {
    const long = path.join(dir, 'long.ts');
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const filler = Array.from({ length: MAX_FILE_LINES }, (_, i) => `export const c${i} = ${i};`).join('\n');
    writeFileSync(long, `export function tooLong() {\n${body}\n}\n${filler}\n`);
    const found = breachesIn(long, readFileSync(long, 'utf8')).map((breach) => breach.what);
    const expected = [/^file of \d+ lines/, /^function tooLong of \d+ lines/];
    if (found.length !== 2 || !expected.every((pattern) => found.some((what) => pattern.test(what)))) {
      throw new Error(
        `check-code-size no longer fires on a throwaway file that breaks both limits: ${found}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  proveItFires();
  const breaches = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
    breachesIn(path.relative(root, file), readFileSync(file, 'utf8')),
  );
  for (const breach of breaches) console.error(`${breach.file}:${breach.line}: ${breach.what}`);
  if (breaches.length > 0 && !process.argv.includes('--report')) {
    console.error(`\n${breaches.length} breaches of the code size limits: split the file or the function.`);
    process.exit(1);
  }
  if (breaches.length === 0) {
    console.log('check-code-size: every source file and function is within its limit');
  }
}

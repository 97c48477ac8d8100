// Web features depend on one another one way only: when feature a imports feature b (through
// `@/features/b` or a relative path), nothing b imports leads back to a. A circle of features can only be
// understood, tested and loaded as one piece, so it is not allowed to form. Every import counts, type-only
// ones too (a feature that needs another's types depends on it); tests are left out, as they never ship.
// Run by `pnpm lint`, which first proves the check fires on a throwaway tree with a circle in it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const FEATURES = 'apps/web/src/features';
const NOT_SHIPPED = /\.test\.tsx?$/;

/** For each feature, the features it imports, each with the first file (relative to the tree) that does. */
export type FeatureGraph = Map<string, Map<string, string>>;

function sourceFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [full] : [];
  });
}

/** The feature an import of `file` reaches (by alias or relative path), or null when it reaches none. */
function featureReached(featuresDir: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2] ?? null;
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
  if (target === '' || target.startsWith('..')) return null;
  return target.split(path.sep)[0] ?? null;
}

/** The imports between features of the tree at `treeRoot`: static, dynamic and re-exports alike. */
export function featureGraph(treeRoot: string): FeatureGraph {
  const featuresDir = path.join(treeRoot, FEATURES);
  const graph: FeatureGraph = new Map();
  for (const feature of readdirSync(featuresDir)) {
    const imported = new Map<string, string>();
    graph.set(feature, imported);
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const other = featureReached(featuresDir, file, fileName);
        if (other && other !== feature && !imported.has(other)) {
          imported.set(other, path.relative(treeRoot, file));
        }
      }
    }
  }
  return graph;
}

/** The groups of features that reach one another (Tarjan's strongly connected components of two or more). */
function circles(graph: FeatureGraph): string[][] {
  /** The order each feature was first reached in, and the earliest one it leads back to while on the stack. */
  const order = new Map<string, number>();
  const leadsBackTo = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (feature: string) => {
    const own = order.size;
    order.set(feature, own);
    leadsBackTo.set(feature, own);
    stack.push(feature);
    for (const other of graph.get(feature)?.keys() ?? []) {
      if (!order.has(other)) visit(other);
      if (stack.includes(other)) {
        leadsBackTo.set(feature, Math.min(leadsBackTo.get(feature) ?? own, leadsBackTo.get(other) ?? own));
      }
    }
    if (leadsBackTo.get(feature) !== own) return;
    const group = stack.splice(stack.indexOf(feature));
    if (group.length > 1) found.push(group.sort());
  };
  for (const feature of [...graph.keys()].sort()) if (!order.has(feature)) visit(feature);
  return found;
}

/** How each circle reads in the report: its features, and each import inside it with the file making it. */
export function describeCircles(graph: FeatureGraph): string[] {
  return circles(graph).map((group) => {
    const imports = group.flatMap((feature) =>
      [...(graph.get(feature) ?? [])]
        .filter(([other]) => group.includes(other))
        .map(([other, file]) => `    ${feature} → ${other} (${file})`),
    );
    return `${group.join(', ')} import one another in a circle:\n${imports.join('\n')}`;
  });
}

function proveItFires() {
  const dir = mkdtempSync(path.join(tmpdir(), 'feature-cycles-'));
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  };
  try {
    write(`${FEATURES}/gifts/GiftPage.tsx`, "import { ProductGrid } from '@/features/products';\n");
    write(
      `${FEATURES}/products/components/Card.tsx`,
      "import { Heart } from '../../../features/wishlist';\n",
    );
    write(`${FEATURES}/wishlist/api.ts`, "export const page = () => import('@/features/gifts');\n");
    write(`${FEATURES}/wishlist/Heart.test.tsx`, "import { AdminPage } from '@/features/admin';\n");
    write(`${FEATURES}/admin/AdminPage.tsx`, "import type { Gift } from '@/features/gifts';\n");
    write(
      `${FEATURES}/admin/own.ts`,
      "import { AdminPage } from './AdminPage';\nimport '@/lib/api-client';\n",
    );
    const found = describeCircles(featureGraph(dir));
    const expected = [
      'gifts, products, wishlist import one another in a circle:',
      `    gifts → products (${FEATURES}/gifts/GiftPage.tsx)`,
      `    products → wishlist (${FEATURES}/products/components/Card.tsx)`,
      `    wishlist → gifts (${FEATURES}/wishlist/api.ts)`,
    ].join('\n');
    if (found.length !== 1 || found[0] !== expected) {
      throw new Error(
        `check-feature-cycles no longer finds the circle of a throwaway tree:\n${found.join('\n')}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  proveItFires();
  const found = describeCircles(featureGraph(root));
  if (found.length > 0) {
    console.error(
      `${found.join('\n')}\n\nBreak each circle: move what both sides need into one of them or into shared code.`,
    );
    process.exit(1);
  }
  console.log('check-feature-cycles: no web feature imports itself back through others');
}

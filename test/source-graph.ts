import fs from 'node:fs';
import path from 'node:path';

/*
 * The project's import graph, read from the source: for tests that check what reaches the browser
 * (which messages a layout hands over, what a page's first load holds).
 */

export const ROOT = process.cwd();

const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every source file under `dir`, tests left out. */
export function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return SOURCE.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

const sources = new Map<string, string>();
export function read(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null; // CSS, JSON, images
}

const STATIC_IMPORT = /\b(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /\bimport\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const TYPE_IMPORT = /\b(?:import|export)\s+type\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g;

export type GraphOptions = { dynamic: boolean; types?: boolean };

/**
 * What a module loads when it is evaluated (dynamic imports only with `dynamic`); type-only imports
 * only with `types` (they load nothing, but still tie two modules together).
 */
export function specifiersOf(file: string, { dynamic, types = false }: GraphOptions): string[] {
  const text = read(file);
  return [
    ...text.matchAll(STATIC_IMPORT),
    ...(types ? text.matchAll(TYPE_IMPORT) : []),
    ...text.matchAll(SIDE_EFFECT_IMPORT),
    ...(dynamic ? text.matchAll(DYNAMIC_IMPORT) : []),
  ].map((m) => m[1] ?? '');
}

/** The project's own modules a module imports. */
export function importsOf(file: string, options: GraphOptions = { dynamic: true }): string[] {
  return specifiersOf(file, options)
    .map((s) => resolve(file, s))
    .filter((f): f is string => f !== null);
}

/** The modules `entries` reach through their imports, themselves included. */
export function closure(entries: string[], options = { dynamic: true }): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, options));
  }
  return seen;
}

export const isUseClient = (file: string) =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(read(file));

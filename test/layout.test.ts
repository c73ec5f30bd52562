import fs from 'node:fs';
import path from 'node:path';

import { importsOf, ROOT, walk } from './source-graph';

// The shape of the tree the README's "Layout" section describes (the layout issue): checked here so it
// does not drift back.

const SOURCE_DIRS = ['app', 'components', 'lib', 'server'];

describe('layout', () => {
  it('has no import cycle, type-only imports included', () => {
    const files = SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir)));
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const cycle = trail.slice(trail.indexOf(file)).concat(file);
        cycles.push(cycle.map((f) => path.relative(ROOT, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of importsOf(file, { dynamic: false, types: true })) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('keeps only a handful of shared files at the lib/ root', () => {
    const loose = fs
      .readdirSync(path.join(ROOT, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => entry.name);
    expect(loose.length).toBeLessThanOrEqual(5);
  });

  it('serves the identity service through one front door: no route files of its own under app/', () => {
    const routeFiles = walk(path.join(ROOT, 'app')).filter((f) => /\/route\.ts$/.test(f));
    const outsideBff = routeFiles.filter((f) => !path.relative(ROOT, f).startsWith('app/api/'));
    expect(outsideBff.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it("names every top-level folder in the README's layout section, and the README stays a front page", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const layout = /## Layout\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const folders = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter(
        (e) =>
          e.isDirectory() && !e.name.startsWith('.') && !['node_modules', 'data', 'dist'].includes(e.name),
      )
      .filter((e) => !/^(test-results|playwright-report)$/.test(e.name))
      .map((e) => e.name);
    expect(folders.filter((name) => !new RegExp(`^${name}/`, 'm').test(layout))).toEqual([]);
    expect(readme.split('\n').length).toBeLessThan(250);
  });
});

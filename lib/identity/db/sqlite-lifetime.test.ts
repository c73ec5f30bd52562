import { spawnSync } from 'node:child_process';
import path from 'node:path';

const TSX = path.join(__dirname, '../../../node_modules/tsx/dist/cli.mjs');

// better-sqlite3 12 on Node 24 (the image's line) crashes the process when the collector frees one of
// its objects (create-database.ts). On Node 24 (scripts/test-node24.mjs) this proves the service never
// lets that happen; on Node 20 it is the same life cycle, which must work too.
describe('the SQLite connection over a process’s life', () => {
  it('opens, migrates, queries and closes, then outlives many collections', () => {
    const child = spawnSync(process.execPath, [TSX, path.join(__dirname, 'sqlite-lifetime.child.ts')], {
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    expect([child.status, child.signal, child.stderr.slice(0, 500)]).toEqual([0, null, '']);
    expect(child.stdout.trim()).toBe('survived');
  });
});

// Loaded with --require by scripts/test-node24.mjs only, in every process of the Node 24 run — Jest's
// and the CLI or server children the tests start. `better-sqlite3` resolves to the same version the
// project ships, built for Node 24 (a Node 20 build cannot load there).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by --require, before any loader
const Module = require('node:module');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const path = require('node:path');

const target = process.env.BETTER_SQLITE3_MODULE;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, target && request === 'better-sqlite3' ? target : request, ...rest);
};

// better-sqlite3 12 on Node 24 crashes when the collector frees one of its objects; the service never
// lets it (lib/identity/db/create-database.ts). Jest, though, evaluates a package's JavaScript anew for
// every test file and drops it afterwards, and with it what the service kept. For Jest's process only,
// every object the native classes (shared by all those evaluations) hand out is kept for the run. Not in
// the servers and CLIs the tests start: they show that the service's own care suffices.
const isJest = /[\\/]jest(-worker)?[\\/]/.test(process.argv[1] ?? '');
if (target && isJest && process.env.PASSPORT_SQLITE_KEEP_ALL === '1') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
  const addon = require(path.join(target, 'build/Release/better_sqlite3.node'));
  const kept = [];
  const keep = (object) => (kept.push(object), object);
  const NativeDatabase = addon.Database;
  for (const [Class, methods] of [
    [NativeDatabase, ['prepare', 'backup']],
    [addon.Statement, ['iterate']],
  ]) {
    for (const name of methods) {
      const original = Class.prototype[name];
      Class.prototype[name] = function (...args) {
        return keep(original.apply(this, args));
      };
    }
  }
  function KeptDatabase(...args) {
    return keep(new NativeDatabase(...args));
  }
  KeptDatabase.prototype = NativeDatabase.prototype;
  addon.Database = KeptDatabase;
}

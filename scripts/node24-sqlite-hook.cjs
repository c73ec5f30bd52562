// Loaded with --require by scripts/test-node24.mjs only: in every process of the Node 24 run — Jest's and
// the CLI or server children the tests start — `better-sqlite3` resolves to the build made for Node 24.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by --require, before any loader
const Module = require('node:module');

const target = process.env.BETTER_SQLITE3_MODULE;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, target && request === 'better-sqlite3' ? target : request, ...rest);
};

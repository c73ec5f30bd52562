// The Node flags `npm start` gives the server (the heap cap above all: README, Performance), for the
// scripts that start it themselves (quickstart, bench) without npm's own process in between.
import fs from 'node:fs';

export const START_FLAGS = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((arg) => arg.startsWith('--'));

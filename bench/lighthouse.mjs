// Lighthouse mobile (its default: a simulated mid-range phone on a slow 4G line) in the system Chromium,
// the median of a few runs per page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

import { CHROMIUM } from './first-load-js.mjs';
import { sleep, stop } from './servers.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figuresOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/**
 * `targets`: [{ key, url, cookie? }] → { [key]: { median: figures, runs: figures[] } }, each figure's
 * median on its own. One Chromium for all runs, on the debugging port given.
 */
export async function lighthouseMedians(targets, debugPort) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-bench-chromium-'));
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
  try {
    await waitForDevtools(debugPort, chrome);
    const results = {};
    for (const { key, url, cookie } of targets) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const { lhr } = await lighthouse(url, {
          port: debugPort,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
          // Screenshots cost seconds a run and no figure of the table.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        runs.push(figuresOf(lhr));
      }
      const medianOf = Object.fromEntries(
        Object.keys(runs[0]).map((figure) => [figure, median(runs.map((run) => run[figure]))]),
      );
      results[key] = { median: medianOf, runs };
    }
    return results;
  } finally {
    await stop(chrome, 5000);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function waitForDevtools(port, chrome) {
  for (let i = 0; i < 100; i += 1) {
    if (chrome.exitCode !== null) throw new Error('Chromium exited before its debugging port opened');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`Chromium's debugging port ${port} did not open`);
}

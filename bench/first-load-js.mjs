// First-load JavaScript of a page, as the system Chromium loads it: every script response until the
// network is idle, gzipped here at the default level (what the server's compression sends), and counted.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `targets`: [{ key, url, cookies? }] → { [key]: { gzipBytes, rawBytes, files, inlineGzipBytes } } */
export async function firstLoadJs(targets) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = {};
  try {
    for (const { key, url, cookies } of targets) {
      const context = await browser.newContext();
      if (cookies) await context.addCookies(cookies);
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
      });
      const document = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      if (!document?.ok()) throw new Error(`${url}: ${document?.status()}`);
      if (new URL(page.url()).pathname !== new URL(url).pathname) {
        throw new Error(`${url} ended at ${page.url()}`);
      }
      let gzipBytes = 0;
      let rawBytes = 0;
      for (const response of scripts.values()) {
        const body = await response.body();
        rawBytes += body.length;
        gzipBytes += zlib.gzipSync(body).length;
      }
      // The flight data and bootstrap inline in the HTML: parsed as script too, though no file.
      const inline = await page.$$eval('script:not([src])', (nodes) =>
        nodes.map((n) => n.textContent).join(''),
      );
      results[key] = {
        gzipBytes,
        rawBytes,
        files: scripts.size,
        inlineGzipBytes: zlib.gzipSync(Buffer.from(inline)).length,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

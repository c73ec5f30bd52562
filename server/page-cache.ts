import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { sealIsLoggedIn, sessionCookieName } from '../lib/bff/session-options';
import { contentSecurityPolicy } from '../lib/http/content-security-policy';
import { COOKIE_CONSENT, cookieValue, FORM_STATE_COOKIE, hasCookie } from '../lib/http/cookie-names';
import { SECURITY_HEADERS } from '../lib/http/security-headers';
import { SHARED_RENDER_HEADER } from '../lib/http/shared-render';
import {
  NOT_FOUND_ROUTE,
  sharedPageOf,
  sharedPagePath,
  type SharedPage,
} from '../lib/navigation/shared-pages';
import { PAGE_CONTEXT_PARAMS, serializeCookie, visitorCookies } from '../lib/navigation/visitor-cookies';

/** A shared page as it is served: its bytes (plain and gzipped), their ETag and the CSP of its scripts. */
export type SharedPageAnswer = {
  status: number;
  contentType: string;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
};

/** The header of the entry's own request for a shared page: a secret of this process, never a client's. */
const OWN_RENDER_HEADER = 'x-passport-own-render';
/** A render that did not end in a page (a redirect, a failing upstream) is asked again after this. */
const RETRY_AFTER_FAILED_RENDER_MS = 5_000;
/** Headers a browser, or a client-side navigation, sends when it wants more than the page's HTML. */
const NON_DOCUMENT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export type PageCacheOptions = {
  /** Where the entry itself listens, for its own render requests. */
  origin: string;
  /** `.next/static`, whose script files get an SRI hash where Next gave them none. */
  staticDir: string;
  /** Behind https: cookies are Secure. */
  secure: boolean;
};

/**
 * The public pages of SPEC §2 rendered once per locale and served from memory to every anonymous
 * visitor (the speed issue, DESIGN §6): no session cookie, no form outcome to show, no query but what
 * a linked product or a referral passes. A miss asks Next for the page with nothing of the visitor —
 * no cookie but consent, no query — and keeps the answer with a CSP that allows exactly its scripts by
 * hash. Anything else goes to Next as before. Rendered at run time, not at build time: the pages show
 * the operator's configuration (back URLs, the captcha, the content host), which a build does not know.
 */
export function createPageCache(options: PageCacheOptions) {
  const token = randomBytes(24).toString('base64url');
  const pages = new Map<string, SharedPageAnswer>();
  const failedAt = new Map<string, number>();
  const filling = new Map<string, Promise<SharedPageAnswer | null>>();

  /**
   * Every request passes here first: the entry's own render request is marked for the proxy (no nonce,
   * nothing of a visitor); the same headers from anyone else are dropped. True for the entry's own.
   */
  function admit(req: IncomingMessage): boolean {
    const own = req.headers[OWN_RENDER_HEADER] === token;
    delete req.headers[OWN_RENDER_HEADER];
    delete req.headers[SHARED_RENDER_HEADER];
    if (own) req.headers[SHARED_RENDER_HEADER] = 'shared';
    return own;
  }

  /** The shared page this request may be served, or null when Next must render it for the visitor. */
  async function sharedPageFor(req: IncomingMessage, url: URL): Promise<SharedPage | null> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (NON_DOCUMENT_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
    for (const key of url.searchParams.keys()) {
      if (!(PAGE_CONTEXT_PARAMS as readonly string[]).includes(key)) return null;
    }
    const page = sharedPageOf(url.pathname);
    if (!page || hasCookie(req.headers.cookie, FORM_STATE_COOKIE)) return null;
    // A signed-in visitor sees their own header (or is sent on by the guard); Next renders it.
    if (await sealIsLoggedIn(cookieValue(req.headers.cookie, sessionCookieName()))) return null;
    return page;
  }

  async function fill(page: SharedPage, consent: boolean): Promise<SharedPageAnswer | null> {
    const response = await fetch(`${options.origin}${sharedPagePath(page)}`, {
      headers: {
        [OWN_RENDER_HEADER]: token,
        'accept-encoding': 'identity',
        ...(consent ? { cookie: `${COOKIE_CONSENT}=true` } : {}),
      },
      redirect: 'manual',
    });
    const contentType = response.headers.get('content-type') ?? '';
    const expected = page.route === NOT_FOUND_ROUTE ? 404 : 200;
    if (response.status !== expected || !contentType.startsWith('text/html')) {
      await response.body?.cancel();
      return null;
    }
    const { html, hashes, complete } = hashScripts(await response.text(), options.staticDir);
    if (!complete) return null;
    const bytes = Buffer.from(html);
    return {
      status: response.status,
      contentType,
      html: bytes,
      gzip: gzipSync(bytes),
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      csp: contentSecurityPolicy({ hashes }),
    };
  }

  async function pageFor(page: SharedPage, consent: boolean): Promise<SharedPageAnswer | null> {
    const key = `${page.locale}${page.route}|${consent ? 'consent' : ''}`;
    const cached = pages.get(key);
    if (cached) return cached;
    if (Date.now() - (failedAt.get(key) ?? 0) < RETRY_AFTER_FAILED_RENDER_MS) return null;
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(page, consent)
        .catch(() => null)
        .then((answer) => {
          if (answer) pages.set(key, answer);
          else failedAt.set(key, Date.now());
          return answer;
        })
        .finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    return pending;
  }

  /** Serves the request from the cache; false when Next must answer it (the caller hands it on). */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', options.origin);
    const page = await sharedPageFor(req, url);
    if (!page) return false;
    const consent = cookieValue(req.headers.cookie, COOKIE_CONSENT) === 'true';
    const answer = await pageFor(page, consent);
    if (!answer || res.headersSent || res.destroyed) return false;
    const cookies = visitorCookies(url.pathname, url.searchParams).map((c) =>
      serializeCookie(c, options.secure),
    );
    const headers: Record<string, string | string[]> = {
      ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
      'content-type': answer.contentType,
      'content-security-policy': answer.csp,
      // Never kept by a shared cache: the next request may carry a session or a form's outcome.
      'cache-control': 'private, no-cache',
      etag: answer.etag,
      vary: 'Accept-Encoding',
      'x-passport-page': 'shared',
      ...(cookies.length ? { 'set-cookie': cookies } : {}),
    };
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? answer.gzip : answer.html;
    res.writeHead(answer.status, {
      ...headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { admit, serve };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The hashes a shared page's CSP allows: each inline script's, and each script file's SRI hash — Next
 * gives most of its chunks one; a file without one gets it here from its bytes on disk, so every script
 * of the page is pinned (and checked by the browser) and 'strict-dynamic' trusts what they load.
 */
export function hashScripts(
  html: string,
  staticDir: string,
): { html: string; hashes: string[]; complete: boolean } {
  const hashes = new Set<string>();
  let complete = true;
  const out = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src) {
      hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
      return whole;
    }
    const integrity = /\sintegrity="(sha(?:256|384|512)-[^"]+)"/.exec(attributes)?.[1];
    if (integrity) {
      hashes.add(integrity);
      return whole;
    }
    const pathname = src.split(/[?#]/)[0] ?? '';
    const file = pathname.startsWith('/_next/static/')
      ? path.join(staticDir, decodeURIComponent(pathname.slice('/_next/static/'.length)))
      : null;
    if (!file || !file.startsWith(`${staticDir}${path.sep}`) || !fs.existsSync(file)) {
      // A script the CSP cannot pin would be refused: the page is then rendered per request instead.
      complete = false;
      return whole;
    }
    const hash = `sha256-${createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;
    hashes.add(hash);
    return whole.replace('<script', `<script integrity="${hash}"`);
  });
  return { html: out, hashes: [...hashes], complete };
}

import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { SECURITY_HEADERS } from '../lib/http/security-headers';
import { LOCALES } from '../lib/i18n/locales';

/** The documents an operator must replace before launch (SPEC §2 "Layouts" and the cookie banner). */
const DOCUMENT_FILES = new Set([
  'TermsandConditionsPP.pdf',
  'PrivacyPolicyPP.pdf',
  'TermsofUsePP.pdf',
  'CookiePolicy.pdf',
]);
const LOCALE_SET = new Set<string>(LOCALES);
const DOCUMENT_PATH = /^\/docs\/([a-z]{2})\/([A-Za-z]+\.pdf)$/;
const IMPRINT = '/Imprint.html';

/** Legal texts change without a release: a short cache lets a replaced file show within minutes. */
const CACHE_CONTROL = 'public, max-age=300';
/** The operator's imprint is shown as a document, never run: no script, no form, no framing. */
const IMPRINT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Where the operator's copy of a legal document at `pathname` would be: DATA_DIR/legal/<locale>/<file>
 * for the per-locale PDFs, DATA_DIR/legal/Imprint.html for the imprint. Null for any other path.
 */
export function legalDocumentFile(pathname: string, dataDir: string): string | null {
  const root = path.join(dataDir, 'legal');
  if (pathname === IMPRINT) return path.join(root, 'Imprint.html');
  const match = DOCUMENT_PATH.exec(pathname);
  if (!match || !LOCALE_SET.has(match[1]!) || !DOCUMENT_FILES.has(match[2]!)) return null;
  return path.join(root, match[1]!, match[2]!);
}

/**
 * Serves the operator's replacement of a legal document from DATA_DIR, so it changes without a
 * rebuild. False when there is none: the copy bundled in `public/` (a placeholder) answers instead.
 */
export function serveLegalDocument(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  dataDir: string,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = legalDocumentFile(pathname, dataDir);
  if (!file) return false;
  let size: number;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return false;
    size = stat.size;
  } catch {
    return false;
  }
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  const imprint = pathname === IMPRINT;
  res.setHeader('Content-Type', imprint ? 'text/html; charset=utf-8' : 'application/pdf');
  if (imprint) res.setHeader('Content-Security-Policy', IMPRINT_CSP);
  res.setHeader('Content-Length', size);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.writeHead(200);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  fs.createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}

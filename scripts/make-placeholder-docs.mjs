#!/usr/bin/env node
/**
 * Writes the placeholder legal PDFs served from /docs/{locale}/ (SPEC §2 "Layouts": the footer documents
 * and the cookie-policy link of the cookie banner). The operator replaces these files with the real ones.
 *
 *   node scripts/make-placeholder-docs.mjs [outDir]      (default: public/docs)
 *
 * No dependencies: each file is a minimal, hand-assembled PDF 1.4 (catalog, page tree, one A4 page, the
 * standard Helvetica fonts, one content stream, an xref table with exact byte offsets). The files are pure
 * ASCII and byte-for-byte reproducible, so re-running the script leaves git clean.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = resolve(process.argv[2] ?? join(ROOT, 'public', 'docs'));

// Kept in step with lib/i18n/locales.ts (SPEC §1).
// prettier-ignore
const LOCALES = [
  'en', 'de', 'ru', 'es', 'it', 'tr', 'hi', 'zh', 'cs', 'fr', 'kk',
  'ms', 'mn', 'th', 'ko', 'ja', 'ar', 'bn', 'pt', 'id', 'vi',
];

const NOTICE = 'Placeholder document \u2014 the operator replaces this file.';
const CONTACT =
  'Questions: support@example.com. The operating company is named in the Imprint (/Imprint.html).';

/** @type {{ file: string, title: string, sections: [string, string][] }[]} */
const DOCUMENTS = [
  {
    file: 'TermsandConditionsPP.pdf',
    title: 'General Terms and Conditions',
    sections: [
      [
        '1. Scope',
        'These General Terms and Conditions govern the Passport account portal and the single sign-on service that connects the linked products of the group. Each linked product may add its own terms.',
      ],
      [
        '2. Your account',
        'You must give accurate information when you register and keep it up to date. You are responsible for keeping your password confidential and for all activity under your account. We recommend enabling two-factor authentication.',
      ],
      [
        '3. Identity verification',
        'Some services require verified identity documents. Documents are reviewed by a moderator; the review may take several days. We may refuse documents that are incomplete, unreadable or expired.',
      ],
      [
        '4. Availability and changes',
        'The operator may change, suspend or discontinue features of the portal, and may update these terms. Material changes are announced before they take effect.',
      ],
      [
        '5. Liability and law',
        'To the extent permitted by law, the operator is not liable for indirect or consequential losses. The governing law and place of jurisdiction are stated in the final version of this document.',
      ],
    ],
  },
  {
    file: 'PrivacyPolicyPP.pdf',
    title: 'Data and Privacy Policy',
    sections: [
      [
        '1. Controller',
        'The controller for the processing described here is the operating company named in the Imprint.',
      ],
      [
        '2. Data we process',
        'Account data (name, e-mail address, nationality, referral code), security data (two-factor settings, sign-in and logout events) and the identity-verification details and documents you submit.',
      ],
      [
        '3. Purposes',
        'We process these data to provide the account and single sign-on to the linked products, to protect accounts against misuse, and to meet legal obligations such as identity verification.',
      ],
      [
        '4. Retention',
        'Data are kept only for as long as they are needed for these purposes or as required by law, and are then deleted or anonymised.',
      ],
      [
        '5. Your rights',
        'You may request access, rectification, erasure, restriction of processing and data portability, and you may object to processing. You may also lodge a complaint with a supervisory authority.',
      ],
    ],
  },
  {
    file: 'TermsofUsePP.pdf',
    title: 'Terms of Use',
    sections: [
      [
        '1. Acceptable use',
        'Use the portal only for its intended purpose. Do not attempt to gain unauthorised access, disrupt the service, or interfere with other users and their accounts.',
      ],
      [
        '2. Security',
        'Keep your devices and credentials secure. If you suspect that your account has been compromised, change your password and contact support without delay.',
      ],
      [
        '3. Linked products',
        'After you sign in you may be sent on to a linked product. The terms of that product apply while you use it.',
      ],
      [
        '4. Trademarks',
        'Product names and logos shown in the portal are trademarks of their respective owners. Their use does not imply endorsement.',
      ],
      [
        '5. Availability',
        'The portal is provided as it is and as available. Maintenance may interrupt the service from time to time.',
      ],
    ],
  },
  {
    file: 'CookiePolicy.pdf',
    title: 'Cookie Policy',
    sections: [
      [
        '1. What cookies are',
        'Cookies are small text files that a website stores in your browser. This portal uses them to keep you signed in and to make its features work.',
      ],
      [
        '2. Cookies we use',
        'passport_token keeps you signed in for the lifetime of your session. application remembers the product you came from until you close the browser. referral keeps an invitation code for one year. acceptCookiePolicy records this notice for one year. Short-lived markers remember pending document uploads for up to 30 days.',
      ],
      ['3. No advertising cookies', 'The portal itself sets no advertising or cross-site tracking cookies.'],
      [
        '4. Managing cookies',
        'You can delete or block cookies in your browser settings. If you block the cookies listed above, signing in will not work.',
      ],
    ],
  },
];

// Helvetica advance widths (1/1000 em) for the printable ASCII range 32..126, from the standard AFM.
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

const widthOf = (text, size, table) =>
  [...text].reduce((w, ch) => w + (ch === '\u2014' ? 1000 : (table[ch.charCodeAt(0) - 32] ?? 556)), 0) *
  (size / 1000);

function wrap(text, size, table, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, size, table) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A PDF literal string: escape backslash and parentheses, and write the em dash as an octal escape so the
 * file stays ASCII.
 * Page text uses WinAnsiEncoding (em dash 227); the document-information strings use PDFDocEncoding (204).
 */
const pdfString = (s, emDash = '\\227') =>
  `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/\u2014/g, emDash)})`;
const infoString = (s) => pdfString(s, '\\204');

const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 64;
const TEXT_W = PAGE_W - 2 * MARGIN;

function contentStream(doc, locale) {
  const ops = [];
  let y = PAGE_H - 57;
  const text = (font, size, x, line, rgb = '0.07 0.09 0.16') => {
    ops.push(`BT ${rgb} rg /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(line)} Tj ET`);
  };
  // Brand rule and running header.
  ops.push(`0.18 0.31 0.88 rg ${MARGIN} ${PAGE_H - 56} 40 4 re f`);
  text('F2', 9, MARGIN + 52, 'PASSPORT', '0.33 0.36 0.45');
  y = PAGE_H - 104;
  for (const line of wrap(doc.title, 22, HELVETICA_BOLD, TEXT_W)) {
    text('F2', 22, MARGIN, line);
    y -= 26;
  }
  text('F1', 11, MARGIN, NOTICE, '0.55 0.29 0.0');
  y -= 16;
  text(
    'F1',
    10,
    MARGIN,
    `Locale: ${locale}   |   Document: ${doc.file}   |   Status: placeholder`,
    '0.33 0.36 0.45',
  );
  y -= 14;
  ops.push(`0.87 0.89 0.93 RG 0.75 w ${MARGIN} ${y.toFixed(1)} m ${PAGE_W - MARGIN} ${y.toFixed(1)} l S`);
  y -= 30;
  for (const [heading, body] of doc.sections) {
    for (const line of wrap(heading, 12, HELVETICA_BOLD, TEXT_W)) {
      text('F2', 12, MARGIN, line);
      y -= 17;
    }
    for (const line of wrap(body, 10.5, HELVETICA, TEXT_W)) {
      text('F1', 10.5, MARGIN, line, '0.2 0.23 0.3');
      y -= 15;
    }
    y -= 12;
  }
  for (const line of wrap(CONTACT, 10.5, HELVETICA, TEXT_W)) {
    text('F1', 10.5, MARGIN, line, '0.2 0.23 0.3');
    y -= 15;
  }
  y = 48;
  ops.push(`0.87 0.89 0.93 RG 0.75 w ${MARGIN} 64 m ${PAGE_W - MARGIN} 64 l S`);
  text('F1', 8.5, MARGIN, `${doc.title} (${locale}) - placeholder - page 1 of 1`, '0.45 0.48 0.56');
  return ops.join('\n') + '\n';
}

function buildPdf(doc, locale) {
  const stream = contentStream(doc, locale);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    `<< /Title ${infoString(`${doc.title} (${locale})`)} /Subject ${infoString(NOTICE)} /Creator (scripts/make-placeholder-docs.mjs) /Producer (Passport) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

let count = 0;
for (const locale of LOCALES) {
  const dir = join(OUT, locale);
  mkdirSync(dir, { recursive: true });
  for (const doc of DOCUMENTS) {
    writeFileSync(join(dir, doc.file), buildPdf(doc, locale));
    count += 1;
  }
}
console.log(`Wrote ${count} placeholder PDFs to ${OUT}`);

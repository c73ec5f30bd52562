/**
 * docs/endpoints.md, written from the route table the server serves (the same objects /v1/openapi.json
 * is generated from), so the docs cannot list a call the service does not answer. `npm run docs:endpoints`
 * rewrites it; test/identity/endpoint-docs.test.ts fails while it is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Endpoint } from '../lib/identity/http/define-endpoint';
import { ENDPOINTS } from '../lib/identity/http/routes';

export const ENDPOINT_DOCS = path.join(__dirname, '..', 'docs', 'endpoints.md');

const AUTH: Record<Endpoint['auth'], string> = {
  none: '–',
  client: 'client (Basic)',
  bearer: 'bearer (portal session)',
  'bearer-or-product': 'bearer (portal or product token)',
  admin: 'bearer `ADMIN_TOKEN`',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function endpointDocs(endpoints: readonly Endpoint[] = ENDPOINTS): string {
  const tags = [...new Set(endpoints.map((e) => e.tag))];
  const sections = tags.map((tag) => {
    const rows = endpoints
      .filter((e) => e.tag === tag)
      .map(
        (e) =>
          `| \`${e.method} ${e.path}\` | ${AUTH[e.auth]} | ${cell(e.summary)} | ${e.errors.map((c) => `\`${c}\``).join(', ') || '–'} |`,
      );
    return [
      `## ${tag}`,
      '',
      '| call | auth | what it does | error codes |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  });
  return [
    '# Identity service endpoints',
    '',
    '<!-- Written by `npm run docs:endpoints` from lib/identity/http/routes.ts; do not edit by hand. -->',
    '',
    'Every call the identity service answers, by area. Bodies, parameters and answers are in the OpenAPI',
    'document the service publishes at `GET /v1/openapi.json`, generated from the same route table; the',
    'behaviour behind them is in [identity-service.md](identity-service.md).',
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
}

if (require.main === module) {
  fs.writeFileSync(ENDPOINT_DOCS, endpointDocs());
  console.log(`wrote ${path.relative(process.cwd(), ENDPOINT_DOCS)}`);
}
